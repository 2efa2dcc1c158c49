import bidiFactory from 'bidi-js'
import { describe, expect, it } from 'vitest'
import { formatAmountForReading } from '../../../src/domain/account/localNumbers'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import { account } from '../../../src/ui/i18n/en/account'
import { creatorSearch } from '../../../src/ui/i18n/en/creatorSearch'
import { creators } from '../../../src/ui/i18n/en/creators'
import { studio } from '../../../src/ui/i18n/en/studio'
import { translator } from '../../../src/ui/i18n/useT'
import { orList } from '../../../src/ui/pages/WrongNetwork'
import { catalogues } from './allCatalogues'

const bidi = bidiFactory()
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/**
 * A line as a right-to-left page draws it, left to right on the screen: the Unicode bidirectional algorithm (levels,
 * then reordering), the invisible controls dropped. A Latin run is read in this string as the reader sees it.
 */
function seen(text: string): string {
  const levels = bidi.getEmbeddingLevels(text, 'rtl')
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels)
  // Levels and segments index UTF-16 units, as `order` does; each segment is reversed in place, in the order given.
  const order = Array.from({ length: text.length }, (_, i) => i)
  for (const [start = 0, end = -1] of bidi.getReorderSegments(text, levels))
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse())
  return order
    .map((i) => mirrored.get(i) ?? text[i])
    .join('')
    .replace(CONTROLS, '')
}

const RIGHT_TO_LEFT = ['ar', 'fa', 'he'] as const

function state(locale: string): LocaleState {
  return { locale, dir: 'rtl', messages: catalogues[locale], pseudo: undefined } as LocaleState
}

describe.each(RIGHT_TO_LEFT)('%s, as a right-to-left reader sees it', (locale) => {
  const tc = translator(creators, state(locale))
  const ts = translator(studio, state(locale))
  const ta = translator(account, state(locale))
  const tq = translator(creatorSearch, state(locale))
  const amount = formatAmountForReading('0.01', locale)

  it('an amount and its symbol are one left-to-right unit, the amount first', () => {
    for (const text of [
      tc('creators.outcome.sent', { amount, symbol: 'ETH' }),
      tc('creators.support.description', { who: 'alice.eth', amount, symbol: 'ETH' }),
    ]) {
      expect(seen(text)).toContain(`${amount} ETH`)
      expect(seen(text)).not.toContain(`ETH ${amount}`)
    }
  })

  it('a list of networks reads in its order: the first name is the rightmost', () => {
    const chains = orList(['Ethereum', 'Goerli', 'Sepolia'], locale)
    for (const text of [
      ta('account.wrongNetwork.body', { chains, action: tc('creators.support.wrongNetworkAction') }),
      tc('creators.asset.elsewhere', { symbol: 'USDC', chains }),
    ]) {
      const line = seen(text)
      expect(line.indexOf('Ethereum'), line).toBeGreaterThan(line.indexOf('Goerli'))
      expect(line.indexOf('Goerli'), line).toBeGreaterThan(line.indexOf('Sepolia'))
    }
  })

  it('Latin tokens written in the text keep their own order', () => {
    const https = [ts('studio.profile.linksHint', { count: 5 }), ts('studio.problem.linkUrlNotHttps')]
    for (const text of https) {
      expect(seen(text), text).toContain('https://')
      expect(seen(text)).not.toContain('//:https')
    }
    expect(seen(ts('studio.profile.accentHint'))).toContain('#rrggbb')
    expect(seen(tq('creators.search.placeholder'))).toContain('0x…')
    expect(seen(tq('creators.search.placeholder'))).toContain('name.eth')
  })

  it('sees through the algorithm, not the string: an unisolated token is drawn reversed', () => {
    expect(seen('קישורים חייבים להשתמש ב-https://')).toContain('//:https')
    expect(seen('שלחתם \u20680.01\u2069 \u2068ETH\u2069.')).toContain('ETH 0.01')
  })
})
