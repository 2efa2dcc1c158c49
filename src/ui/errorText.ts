import { ERROR_MESSAGES, type CatalogueCode } from '../domain/errors/errorCatalogue'
import type { errors } from './i18n/en/errors'
import type { Translate } from './i18n/useT'

type Errors = Translate<typeof errors>
type ErrorKey = keyof typeof errors & string

const read = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null ? Reflect.get(error, name) : undefined

/**
 * The catalogue key of each code shown by its code alone. Written out, never built from the code: the build shortens
 * every key it finds written (scripts/catalogueKeysPlugin.ts).
 */
const KEY_OF_CODE: Readonly<Record<string, ErrorKey>> = {
  'user-rejected': 'errors.user-rejected',
  'switch-chain': 'errors.switch-chain',
  'add-chain': 'errors.add-chain',
  'unknown-chain': 'errors.unknown-chain',
  'connector-not-found': 'errors.connector-not-found',
  'resource-unavailable': 'errors.resource-unavailable',
  'connect-failed': 'errors.connect-failed',
  'sign-failed': 'errors.sign-failed',
  'send-failed': 'errors.send-failed',
  'watch-asset': 'errors.watch-asset',
  'switch-chain-unsupported': 'errors.switch-chain-unsupported',
  'session-changed': 'errors.session-changed',
  'sign-in-prepare': 'errors.sign-in-prepare',
  'sign-in-sign': 'errors.sign-in-sign',
  'sign-in-verify': 'errors.sign-in-verify',
  unknown: 'errors.unknown',
  'chain-not-configured': 'errors.chain-not-configured',
  'chain-not-configured-for': 'errors.chain-not-configured-for',
  'wallet-not-installed': 'errors.wallet-not-installed',
  'wallet-not-available': 'errors.wallet-not-available',
  'wrong-network': 'errors.wrong-network',
  'switch-unsupported': 'errors.switch-unsupported',
}

/** The catalogue key of a code shown to visitors; undefined for developer-only and unknown codes. */
function keyOf(code: unknown): ErrorKey | undefined {
  return typeof code === 'string' && Object.hasOwn(KEY_OF_CODE, code) ? KEY_OF_CODE[code] : undefined
}

/**
 * What the visitor reads for a failure (a BaseError, a server error answer, anything thrown): the message of its code
 * in the current locale. A code the catalogue does not know shows the error's own short message in English, and the
 * generic "something went wrong" in any other language (never English text in a translated page).
 */
export function errorText(t: Errors, error: unknown): string {
  const code = read(error, 'code')
  if (code === 'chain-not-configured') {
    const chainId = read(error, 'chainId')
    const connector = read(error, 'connectorName')
    if (typeof chainId === 'number') {
      const id = String(chainId) // as the wallet says it: no digit grouping
      return typeof connector === 'string' && connector
        ? t('errors.chain-not-configured-for', { chainId: id, connector })
        : t('errors.chain-not-configured', { chainId: id })
    }
  } else {
    const key = keyOf(code)
    if (key) return t(key)
  }
  const short = read(error, 'shortMessage')
  return t.locale === 'en' && typeof short === 'string' && short.trim() !== '' ? short : t('errors.unknown')
}

/** The code of a catalogue message the domain hands out as text (the sign-in step's messages), if it is one. */
export function codeOfMessage(message: string): CatalogueCode | undefined {
  return (Object.keys(ERROR_MESSAGES) as CatalogueCode[]).find((code) => ERROR_MESSAGES[code] === message)
}

/** The text of a catalogue message the domain hands out in English, in the current locale. */
export function catalogueText(t: Errors, message: string): string {
  return errorText(t, { code: codeOfMessage(message), shortMessage: message })
}
