import { useServices } from '../servicesContext'

/**
 * "What is a Wallet?" actions (product rules: "Connect panel titles", "Mobile connect"), desktop and mobile: "Get a
 * Wallet" and the app's "Learn More" link.
 */
export function LearnActions({ onGet }: { onGet(): void }) {
  const { app } = useServices()
  return (
    <div className="cs-actions">
      <button type="button" className="cs-action cs-action-primary" onClick={onGet}>
        Get a Wallet
      </button>
      {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the product's wording, beside the explainer it continues */}
      <a className="cs-action cs-action-link" href={app.learnMoreUrl} target="_blank" rel="noopener noreferrer">
        Learn More
      </a>
    </div>
  )
}
