import { directionOf, isLocale } from '../../domain/i18n/locales'
import { useWalletSession } from '../hooks/useWalletSession'
import { errorText } from '../errorText'
import { errors } from '../i18n/en/errors'
import { account } from '../i18n/en/account'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'

/**
 * "Ethereum", "Ethereum or Goerli", "A, B or C" (in English; other languages join the names their own way). In
 * right-to-left text each name is isolated: the list then reads from the right, first name first, where one
 * left-to-right run would put the last name first.
 */
export function orList(names: readonly string[], locale: string): string {
  if (locale !== 'en') {
    const rightToLeft = isLocale(locale) && directionOf(locale) === 'rtl'
    const shown = rightToLeft ? names.map((name) => `\u2068${name}\u2069`) : names
    return new Intl.ListFormat(locale, { type: 'disjunction' }).format(shown)
  }
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
}

/**
 * Shown instead of an action while the wallet is on a chain the app is not configured for, with a way out. `action`
 * is already in the visitor's language and completes "Switch to Ethereum to …" (e.g. "send support").
 */
export function WrongNetwork({ action }: { action: string }) {
  const { chains, wallet } = useServices()
  const t = useT(account)
  const session = useWalletSession()
  const te = useT(errors)
  const switching = session.status === 'connected' ? session.switching : undefined
  const switchError = session.status === 'connected' ? session.switchError : undefined
  return (
    <div className="cs-notice">
      <p role="alert">
        <strong>{t('account.wrongNetwork.title')}</strong>{' '}
        {t('account.wrongNetwork.body', {
          chains: orList(
            chains.map((c) => c.name),
            t.locale,
          ),
          action,
        })}
      </p>
      <p className="cs-page-actions">
        {chains.map((chain) => (
          // Not disabled while a switch is pending: a wallet may never answer, a new choice replaces the pending one.
          <button key={chain.id} type="button" className="cs-button" onClick={() => void wallet.switchChain(chain.id)}>
            {switching?.chainId === chain.id
              ? t('account.chain.confirm')
              : t('account.wrongNetwork.switchTo', { chain: chain.name })}
          </button>
        ))}
      </p>
      {switchError && <p className="cs-error-text">{errorText(te, switchError)}</p>}
    </div>
  )
}
