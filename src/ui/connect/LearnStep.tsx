import { LearnActions } from './LearnActions'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

/**
 * "What is a Wallet?" (product rules: "Connect panel titles"): the two explainer blocks, "Get a Wallet" and "Learn
 * More".
 */
export function LearnStep({ onGet }: { onGet(): void }) {
  const t = useT(connect)
  return (
    <div className="cs-learn">
      <ul className="cs-learn-blocks">
        <li className="cs-learn-block">
          <Glyph hue="#8b5cf6" path="M4 10l8-6 8 6v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
          <div>
            <h4>{t('connect.learn.homeTitle')}</h4>
            <p>{t('connect.learn.homeText')}</p>
          </div>
        </li>
        <li className="cs-learn-block">
          <Glyph hue="#0ea5e9" path="M8 11V8a4 4 0 0 1 8 0v3M6 11h12v9H6z" />
          <div>
            <h4>{t('connect.learn.loginTitle')}</h4>
            <p>{t('connect.learn.loginText')}</p>
          </div>
        </li>
      </ul>
      <LearnActions onGet={onGet} />
    </div>
  )
}

function Glyph({ hue, path }: { hue: string; path: string }) {
  return (
    <svg className="cs-learn-glyph" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="7" fill={hue} />
      <path d={path} fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  )
}
