import { type FormEvent, useEffect } from 'react'
import { useSearchParams } from 'wouter'
import { formatBalance } from '../../domain/account/formatNumber'
import {
  formatAmountForInput,
  type LocalAmountProblem,
  type NumberSymbols,
  numberSymbols,
} from '../../domain/account/localNumbers'
import { DEFAULT_NATIVE_CURRENCY } from '../../domain/chains/chain'
import { amountsIn } from '../../domain/creators/creatorProfile'
import type { SupportNoteProblem } from '../../domain/creators/validateSupportNoteText'
import type { Address } from '../../domain/shared/hex'
import { initialSupportForm, supportForm, type SupportFormWiring } from '../../domain/transactions/supportForm'
import type { PublishedProfile } from '../../ports/creatorsApi'
import { useWalletToConfirm } from '../connect/useWalletToConfirm'
import { assetOffer } from '../../domain/transactions/assetOffer'
import { useAssetBalance } from '../hooks/useTokenBalance'
import { useMachine } from '../hooks/useMachine'
import { creators } from '../i18n/en/creators'
import { type Translate, useLocale, useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { AmountField } from './AmountField'
import { AssetChoice } from './AssetChoice'
import { NOTE_MAX, NoteField } from './NoteField'
import { NoteRecordingStatus } from './NoteRecordingStatus'
import { SuggestedAmounts } from './SuggestedAmounts'
import { SupportOutcome } from './SupportOutcome'
import { SwitchChainOffer } from './SwitchChainOffer'
import { useNoteRecording } from './useNoteRecording'

type Props = {
  from: Address
  chainId: number
  creator: { address: Address; name?: string | undefined }
  profile?: PublishedProfile | undefined
}

/**
 * The amount (the creator's suggested amounts one click away), the note and the send button, where this app can send.
 * The amount is mirrored in the address (`?amount=0.05`, a shallow change), so a support link can be shared prefilled.
 * The note is offered where the creators API is: it is recorded once the support confirms
 * (product rules: "Support notes"). The form is the domain's supportForm machine, its effects run by the app's wiring.
 */
export function SupportAmountForm(props: Props) {
  const wiring = useServices().supportForm
  const t = useT(creators)
  if (!wiring) return <p>{t('creators.support.unavailable')}</p>
  return <SupportFields {...props} wiring={wiring} />
}

function SupportFields({ from, chainId, creator, profile, wiring }: Props & { wiring: SupportFormWiring }) {
  const { chains, creatorsApi, supportTokens = [] } = useServices()
  const t = useT(creators)
  const { locale } = useLocale()
  const [params] = useSearchParams()
  // The amount is typed as the visitor's language writes numbers; a link's amount is shown that way too.
  const numerals = numberSymbols(locale)
  const [state, send] = useMachine(
    supportForm,
    () => initialSupportForm(formatAmountForInput(params.get('amount') ?? '', numerals), numerals),
    wiring,
  )
  useEffect(() => send({ type: 'languageChanged', numerals }), [send, numerals])
  const native = chains.find((c) => c.id === chainId)?.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
  // The chosen token on this chain; the native currency when none is chosen; or accepted on other chains only.
  const offer = assetOffer(supportTokens, chainId, state.asset, native.symbol)
  const token = offer.token
  const currency = token
    ? { decimals: token.decimals, symbol: token.symbol, address: token.address }
    : { decimals: native.decimals, symbol: native.symbol, address: null }
  const balance = useAssetBalance({ address: from, chainId, token: currency.address })
  // A sent support is told in the asset it was sent in (choosing another clears the outcome).
  const sentToken = state.sent
    ? assetOffer(supportTokens, state.sent.claim.chainId, state.asset, native.symbol).token
    : undefined
  const recording = useNoteRecording(state.sent)
  const busy = state.sending.status === 'confirming'
  // On a phone, the transaction waits in a WalletConnect wallet's app: its link brings the app to the front.
  const confirmIn = useWalletToConfirm(busy)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Named in the visitor's language when sent; Recent Transactions keeps the text as it was written.
    const wording = t.wording('creators.support.description')
    send({
      type: 'submitted',
      context: { from, chainId, creator, currency, balance: balance.data?.value, wording },
    })
  }

  const shownBalance = balance.data
    ? `${formatBalance(balance.data, locale)} ${token ? token.symbol : balance.data.symbol}`
    : balance.isError
      ? t('creators.amount.balanceUnavailable')
      : undefined
  return (
    <form className="cs-support-form" onSubmit={submit} noValidate>
      <AssetChoice
        options={offer.options}
        chosen={token ? token.address : offer.elsewhere ? state.asset : null}
        busy={busy}
        onChoose={(asset) => send({ type: 'assetChosen', asset })}
      />
      {offer.elsewhere ? (
        <SwitchChainOffer
          symbol={offer.elsewhere.symbol}
          chainIds={offer.elsewhere.chainIds}
          chainSwitch={state.chainSwitch}
          onSwitch={(id) => send({ type: 'chainSwitchRequested', chainId: id })}
        />
      ) : (
        <AmountField
          symbol={currency.symbol}
          value={state.amount}
          balance={shownBalance}
          placeholder={formatAmountForInput('0.01', numerals)}
          error={state.amountProblem && amountProblemMessage(t, state.amountProblem, currency.decimals, numerals)}
          busy={busy}
          onChange={(text) => send({ type: 'amountTyped', text })}
          choices={
            <SuggestedAmounts
              // The creator's suggested amounts in the chosen asset.
              amounts={profile ? amountsIn(profile.suggestedAmounts, currency.symbol) : []}
              symbol={currency.symbol}
              value={state.amount}
              numerals={numerals}
              busy={busy}
              onChoose={(text) => send({ type: 'amountChosen', text })}
            />
          }
        />
      )}
      {creatorsApi && (
        <NoteField
          value={state.note}
          error={state.noteProblem && noteProblemMessage(t, state.noteProblem)}
          busy={busy}
          onChange={(text) => send({ type: 'noteTyped', text })}
        />
      )}
      <p>
        <button type="submit" className="cs-button cs-button-primary" disabled={busy || offer.elsewhere !== undefined}>
          {busy ? t('creators.support.confirmInWallet') : t('creators.support.send')}
        </button>
        {confirmIn && (
          <>
            {' '}
            <a className="cs-button" href={confirmIn.href}>
              {t('creators.support.confirmIn', { wallet: confirmIn.name })}
            </a>
          </>
        )}
      </p>
      {/* The sent support is told on the account and network it was sent from, whatever the wallet is on now. */}
      <SupportOutcome
        state={state.sending}
        from={state.sent?.from ?? from}
        chainId={state.sent?.claim.chainId ?? chainId}
        symbol={sentToken?.symbol}
        profile={profile}
        receipt={recording.state?.status === 'recorded' ? recording.state.claim : undefined}
      />
      {recording.state && (
        <NoteRecordingStatus state={recording.state} sender={state.sent?.from} onRetry={recording.retry} />
      )}
    </form>
  )
}

/** The message of each problem an amount can have (but decimals, which names the asset's). */
const AMOUNT_PROBLEMS = {
  empty: 'creators.amount.empty',
  format: 'creators.amount.format',
  ambiguous: 'creators.amount.ambiguous',
  zero: 'creators.amount.zero',
  insufficient: 'creators.amount.insufficient',
} as const satisfies Record<Exclude<LocalAmountProblem, 'decimals'>, keyof typeof creators>

function amountProblemMessage(
  t: Translate<typeof creators>,
  problem: LocalAmountProblem,
  decimals: number,
  numerals: NumberSymbols,
): string {
  return problem === 'decimals'
    ? t('creators.amount.decimals', { max: decimals })
    : t(AMOUNT_PROBLEMS[problem], { example: formatAmountForInput('0.05', numerals) })
}

function noteProblemMessage(t: Translate<typeof creators>, problem: SupportNoteProblem): string {
  return problem === 'length' ? t('creators.note.tooLong', { max: NOTE_MAX }) : t('creators.note.controlCharacters')
}
