import type { Plugin } from 'vite'
import { directionOf, LOCALES } from '../src/domain/i18n/locales.ts'
import { LOCALE_STORAGE_KEY } from '../src/domain/i18n/localeService.ts'
import { matchLocale } from '../src/domain/i18n/matchLocale.ts'
import { DEFAULT_NAMESPACE, STORAGE_SCHEMA_VERSION } from '../src/adapters/storage/envelope.ts'

/** A locale's catalogue chunk: src/ui/i18n/locales/<locale>.ts. */
const CATALOGUE = /\/src\/ui\/i18n\/locales\/([A-Za-z-]+)\.ts$/

/**
 * The page head's locale script: picks the locale as the app will (the stored choice, else the best match of the
 * browser's languages; src/domain/i18n/localeService.ts), sets `<html lang dir>` before the prerendered shell paints,
 * and for any locale but English preloads its catalogue chunk and marks the page `data-locale-pending`, which hides the
 * shell's English words until the app has drawn them translated (src/ui/shell.css). `matchLocale` is inlined from its
 * source: one implementation for the head and the app. Never throws: at worst the app decides on its own.
 */
export function localeScript(chunks: Readonly<Record<string, string>>): string {
  const rtl = LOCALES.filter((locale) => directionOf(locale) === 'rtl')
  const key = `${DEFAULT_NAMESPACE}.${LOCALE_STORAGE_KEY}`
  return `(function(){try{var s=${JSON.stringify(LOCALES)},m=${JSON.stringify(chunks)},l,h=document.documentElement;
try{var e=JSON.parse(localStorage.getItem(${JSON.stringify(key)}));if(e&&e.v===${STORAGE_SCHEMA_VERSION}&&s.indexOf(e.d)>=0)l=e.d}catch(x){}
if(!l)l=(${matchLocale.toString()})(navigator.languages||[navigator.language],s)||"en";
h.lang=l;h.dir=${JSON.stringify(rtl)}.indexOf(l)>=0?"rtl":"ltr";
if(l!=="en"&&m[l]){h.setAttribute("data-locale-pending","");var k=document.createElement("link");k.rel="modulepreload";k.href=m[l];document.head.appendChild(k)}
}catch(x){}})()`
}

/**
 * Build only: the locale script (above) as the first thing in the page head, with the fingerprinted file of each
 * locale's catalogue chunk. The server lets it run by its hash (src/app/server/inlineScriptHashes.ts).
 */
export function localePreloadPlugin(): Plugin {
  let base = '/'
  return {
    name: 'creators-studio:locale-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks: Record<string, string> = {}
        for (const output of Object.values(bundle)) {
          const locale = output.type === 'chunk' ? output.facadeModuleId?.match(CATALOGUE)?.[1] : undefined
          if (output.type === 'chunk' && locale) chunks[locale] = base + output.fileName
        }
        return {
          html,
          tags: [{ tag: 'script', children: localeScript(chunks), injectTo: 'head' }],
        }
      },
    },
  }
}
