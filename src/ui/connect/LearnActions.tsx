import { useServices } from '../servicesContext'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

/**
 * "What is a Wallet?" actions (product rules: "Connect panel titles", "Mobile connect"), desktop and mobile: "Get a
 * Wallet" and the app's "Learn More" link.
 */
export function LearnActions({ onGet }: { onGet(): void }) {
  const { app } = useServices()
  const t = useT(connect)
  return (
    <div className="cs-actions">
      <button type="button" className="cs-action cs-action-primary" onClick={onGet}>
        {t('connect.learn.getWallet')}
      </button>
      <a className="cs-action cs-action-link" href={app.learnMoreUrl} target="_blank" rel="noopener noreferrer">
        {t('connect.learn.learnMore')}
      </a>
    </div>
  )
}
