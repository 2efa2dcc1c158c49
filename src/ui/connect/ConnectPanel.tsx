import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { ConnectPanelEvent } from '../../domain/connection/connectPanel'
import { backTarget, type ConnectPanelState } from '../../domain/connection/connectPanelState'
import { assertNever } from '../../domain/shared/assertNever'
import type { Browser } from '../../domain/wallets/detectBrowser'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { BackButton } from './BackButton'
import { ConnectStep } from './ConnectStep'
import { DownloadOptionsStep } from './DownloadOptionsStep'
import { DownloadStep } from './DownloadStep'
import { GetStep } from './GetStep'
import { InstructionsStep } from './InstructionsStep'
import { LearnStep } from './LearnStep'
import { connect } from '../i18n/en/connect'
import { type Translate, useT } from '../i18n/useT'

export type ConnectPanelProps = {
  state: ConnectPanelState
  dispatch(event: ConnectPanelEvent): void
  /** The full option of the selected wallet (the panel state keeps only what the machine needs). */
  option: WalletOption | undefined
  suggestions: readonly WalletOption[]
  browser: Browser
  compact: boolean
  qrSize: number
}

/** The side panel of the desktop connect modal: the step's title, a back arrow when there is a previous step, the step. */
export function ConnectPanel(props: ConnectPanelProps) {
  const { state, dispatch, compact } = props
  const t = useT(connect)
  const title = panelTitle(t, state, compact) ?? ('wallet' in state ? state.wallet.name : undefined)
  const [panel, heading] = useStepFocus(state)
  return (
    <section ref={panel} className="cs-panel" aria-labelledby="cs-panel-title" data-step={state.step}>
      <div className="cs-panel-head">
        {backTarget(state) !== undefined ? (
          <BackButton onClick={() => dispatch({ type: 'wentBack' })} />
        ) : (
          <span className="cs-back-space" />
        )}
        <h3 ref={heading} id="cs-panel-title" className="cs-panel-title" tabIndex={-1} title={title}>
          {title}
        </h3>
        <span className="cs-back-space" />
      </div>
      <div className="cs-panel-body">
        <PanelStep {...props} />
      </div>
    </section>
  )
}

/**
 * The panel header (product rules: "Connect panel titles") for a step; undefined when the step has none (CONNECT before
 * a QR code is shown). `compact` uses the wallet's short name in the "Get started" titles.
 */
function panelTitle(t: Translate<typeof connect>, state: ConnectPanelState, compact: boolean): string | undefined {
  switch (state.step) {
    case 'NONE':
    case 'LEARN_COMPACT':
      return t('connect.panel.learnTitle')
    case 'GET':
      return t('connect.modal.getTitle')
    case 'CONNECT':
      return state.qrUri && state.wallet.hasQrCode
        ? t('connect.panel.scanTitle', { wallet: state.wallet.name })
        : undefined
    case 'DOWNLOAD_OPTIONS':
      return t('connect.panel.getWalletTitle', { wallet: state.wallet.name })
    case 'DOWNLOAD':
      return t('connect.panel.installTitle', { wallet: state.wallet.name })
    case 'INSTRUCTIONS_MOBILE':
    case 'INSTRUCTIONS_EXTENSION':
      return t('connect.panel.startTitle', {
        wallet: compact ? (state.wallet.shortName ?? state.wallet.name) : state.wallet.name,
      })
    default:
      return assertNever(state)
  }
}

/**
 * A new step replaces the button that led to it (Get a Wallet, GET, Back, Continue, RETRY...): the focus goes to the
 * new step's title, read out by screen readers, Tab going on from there. Only when it was in the panel or lost with
 * that button, in the commit that removed it: a wallet picked in the list keeps the focus on its row.
 */
function useStepFocus(state: ConnectPanelState): [RefObject<HTMLElement | null>, RefObject<HTMLHeadingElement | null>] {
  const panel = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const view = `${state.step}:${'connectState' in state ? state.connectState : ''}`
  const shown = useRef({ view, step: state.step })
  useLayoutEffect(() => {
    const previous = shown.current
    shown.current = { view, step: state.step }
    if (previous.view === view) return
    const active = document.activeElement
    const lost = active === null || active === document.body
    if (lost || (previous.step !== state.step && panel.current?.contains(active))) heading.current?.focus()
  }, [view, state.step])
  return [panel, heading]
}

function PanelStep({ state, dispatch, option, suggestions, browser, compact, qrSize }: ConnectPanelProps) {
  switch (state.step) {
    case 'NONE':
    case 'LEARN_COMPACT':
      return <LearnStep onGet={() => dispatch({ type: 'getChosen' })} />
    case 'GET':
      return (
        <GetStep
          wallets={suggestions}
          browser={browser}
          onGet={(wallet) => dispatch({ type: 'getWalletSelected', wallet })}
        />
      )
    default:
      break
  }
  const selected = option ?? (state.wallet as WalletOption)
  switch (state.step) {
    case 'CONNECT':
      return (
        <ConnectStep
          state={state}
          option={selected}
          browser={browser}
          compact={compact}
          qrSize={qrSize}
          onRetry={() => dispatch({ type: 'retried' })}
          onGet={() => dispatch({ type: 'getWalletSelected', wallet: state.wallet })}
        />
      )
    case 'DOWNLOAD_OPTIONS':
      return (
        <DownloadOptionsStep
          option={selected}
          browser={browser}
          onChoose={(option) => dispatch({ type: 'downloadChosen', option })}
        />
      )
    case 'DOWNLOAD':
      return (
        <DownloadStep
          option={selected}
          qrSize={compact ? 268 : 300}
          onContinue={() => dispatch({ type: 'continued' })}
        />
      )
    case 'INSTRUCTIONS_MOBILE':
      return (
        <InstructionsStep
          option={selected}
          kind="mobile"
          onPrimary={() => dispatch({ type: 'walletSelected', wallet: state.wallet })}
        />
      )
    case 'INSTRUCTIONS_EXTENSION':
      return <InstructionsStep option={selected} kind="extension" onPrimary={() => window.location.reload()} />
    default:
      return assertNever(state)
  }
}
