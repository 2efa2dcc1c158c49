import type {
  InstructionDescription,
  InstructionStep,
  InstructionTitle,
  WalletOption,
} from '../../domain/wallets/walletOption'
import { WalletIcon } from './WalletIcon'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

// Drawn, not font glyphs: not every system font has the symbols.
const STEP_PATH: Record<InstructionStep['step'], string> = {
  create: 'M12 5v14M5 12h14',
  install: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  refresh: 'M19 12a7 7 0 1 1-2.05-4.95M19 4v4h-4',
  scan: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5M8 12h8',
}

/** Each step's wording, written out (the build shortens the keys it finds written). */
const TITLE_KEY = {
  'install-extension': 'connect.instructions.installExtension',
  'open-app': 'connect.instructions.openApp',
  'create-or-import': 'connect.instructions.createOrImport',
  'refresh-browser': 'connect.instructions.refreshBrowser',
  'tap-scan': 'connect.instructions.tapScan',
} as const satisfies Record<InstructionTitle, keyof typeof connect>

const DESCRIPTION_KEY = {
  'pin-extension': 'connect.instructions.pinExtension',
  'back-up-securely': 'connect.instructions.backUpSecurely',
  'refresh-to-load': 'connect.instructions.refreshToLoad',
  'scan-prompt': 'connect.instructions.scanPrompt',
  'home-screen-faster': 'connect.instructions.homeScreenFaster',
  'home-screen-quicker': 'connect.instructions.homeScreenQuicker',
  'backup-feature': 'connect.instructions.backupFeature',
  'cloud-backup': 'connect.instructions.cloudBackup',
} as const satisfies Record<InstructionDescription, keyof typeof connect>

function StepGlyph({ kind }: { kind: InstructionStep['step'] }) {
  return (
    <span className="cs-step-glyph" aria-hidden="true">
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, hidden from assistive technology by the aria-hidden span */}
      <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
        <path
          d={STEP_PATH[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  )
}

export type InstructionsStepProps = {
  option: WalletOption
  kind: 'mobile' | 'extension'
  /** Mobile: "Connect" (select the wallet again); extension: "Refresh" (reload to detect the new extension). */
  onPrimary(): void
}

/**
 * "Get started with {wallet}" (product rules: "Connect panel titles"): the wallet's own steps, then Connect or Refresh,
 * and Learn More.
 */
export function InstructionsStep({ option, kind, onPrimary }: InstructionsStepProps) {
  const t = useT(connect)
  const instructions = kind === 'mobile' ? option.qrCode?.instructions : option.extension?.instructions
  return (
    <div className="cs-instructions">
      <ol className="cs-steps">
        {(instructions?.steps ?? []).map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a wallet's steps are a fixed list; the same kind may repeat
          <li key={`${step.step}-${index}`} className="cs-step">
            {step.step === 'install' && index === 0 ? (
              <WalletIcon url={option.iconUrl} background={option.iconBackground} size={48} radius={12} />
            ) : (
              <StepGlyph kind={step.step} />
            )}
            <div>
              <h4>{t(TITLE_KEY[step.title], { wallet: option.name })}</h4>
              <p className="cs-muted">{t(DESCRIPTION_KEY[step.description], { wallet: option.name })}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="cs-actions">
        <button type="button" className="cs-action cs-action-primary" onClick={onPrimary}>
          {kind === 'mobile' ? t('connect.instructions.connect') : t('connect.instructions.refresh')}
        </button>
        {instructions?.learnMoreUrl && (
          <a
            className="cs-action cs-action-link"
            href={instructions.learnMoreUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('connect.learn.learnMore')}
          </a>
        )}
      </div>
    </div>
  )
}
