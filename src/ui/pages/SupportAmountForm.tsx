import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'wouter'
import { formatBalance } from '../../domain/account/formatNumber'
import { type EthAmountProblem, parseEthAmount } from '../../domain/account/parseEthAmount'
import { DEFAULT_NATIVE_CURRENCY } from '../../domain/chains/chain'
import { checkSupportNoteText, type SupportNoteProblem } from '../../domain/creators/validateSupportNoteText'
import type { Address, Hash } from '../../domain/shared/hex'
import { supportDescription } from '../../domain/transactions/supportDescription'
import type { PublishedProfile } from '../../ports/creatorsApi'
import { useBalance } from '../hooks/useBalance'
import { creators } from '../i18n/en/creators'
import { type Translate, useLocale, useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { AmountField } from './AmountField'
import { NOTE_MAX, NoteField } from './NoteField'
import { NoteRecordingStatus } from './NoteRecordingStatus'
import { SHALLOW_NAVIGATION } from './shallowNavigation'
import { SuggestedAmounts } from './SuggestedAmounts'
import { SupportOutcome } from './SupportOutcome'
import { type SentNote, useNoteRecording } from './useNoteRecording'
import { useSupport } from './useSupport'

type Props = {
  from: Address
  chainId: number
  creator: { address: Address; name?: string | undefined }
  profile?: PublishedProfile | undefined
}

/**
 * The amount (the creator's suggested amounts one click away), the note and the send button. The amount is mirrored
 * in the address (`?amount=0.05`, a shallow change), so a support link can be shared prefilled. The note is offered
 * where the creators API is: it is recorded once the support confirms (product rules: "Support notes").
 */
export function SupportAmountForm({ from, chainId, creator, profile }: Props) {
  const { chains, creatorsApi } = useServices()
  const t = useT(creators)
  const currency = chains.find((c) => c.id === chainId)?.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
  const balance = useBalance({ address: from, chainId })
  const { locale } = useLocale()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(() => params.get('amount') ?? '')
  const [error, setError] = useState<EthAmountProblem | null>(null)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<SupportNoteProblem | null>(null)
  const [sent, setSent] = useState<SentNote | null>(null)
  const { state, available, send, reset } = useSupport()
  const recording = useNoteRecording(sent)
  const busy = state.status === 'confirming'

  const onChange = (value: string) => {
    setText(value)
    setError(null)
    reset()
    const next = new URLSearchParams(params)
    if (value.trim()) next.set('amount', value.trim())
    else next.delete('amount')
    setParams(next, { replace: true, state: SHALLOW_NAVIGATION })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const amount = parseEthAmount(text, { decimals: currency.decimals, balance: balance.data?.value })
    const checked = checkSupportNoteText(note)
    setNoteError(checked.ok ? null : (checked.problems[0] ?? null))
    if (!amount.ok) return setError(amount.problem)
    if (!checked.ok) return
    // Named in the visitor's language when sent; Recent Transactions keeps the text as it was written.
    const description = supportDescription(creator, amount.text, currency.symbol, (values) =>
      t('creators.support.description', values),
    )
    const payment = { from, to: creator.address, chainId, value: amount.value, amount: amount.text, description }
    send(payment, (txHash: Hash) => {
      setSent({ from, claim: { creator: creator.address, chainId, txHash, note: checked.note } })
      setNote('')
    })
  }

  if (!available) return <p>{t('creators.support.unavailable')}</p>
  const shownBalance = balance.data
    ? `${formatBalance(balance.data, locale)} ${balance.data.symbol}`
    : balance.isError
      ? t('creators.amount.balanceUnavailable')
      : undefined
  return (
    <form className="cs-support-form" onSubmit={submit} noValidate>
      <AmountField
        symbol={currency.symbol}
        value={text}
        balance={shownBalance}
        error={error && t(AMOUNT_PROBLEMS[error])}
        busy={busy}
        onChange={onChange}
        choices={
          <SuggestedAmounts
            amounts={profile?.suggestedAmounts ?? []}
            symbol={currency.symbol}
            value={text}
            busy={busy}
            onChoose={onChange}
          />
        }
      />
      {creatorsApi && (
        <NoteField
          value={note}
          error={noteError && noteProblemMessage(t, noteError)}
          busy={busy}
          onChange={(value) => {
            setNote(value)
            setNoteError(null)
          }}
        />
      )}
      <p>
        <button type="submit" className="cs-button cs-button-primary" disabled={busy}>
          {busy ? t('creators.support.confirmInWallet') : t('creators.support.send')}
        </button>
      </p>
      {/* The sent support is told on the account and network it was sent from, whatever the wallet is on now. */}
      <SupportOutcome
        state={state}
        from={sent?.from ?? from}
        chainId={sent?.claim.chainId ?? chainId}
        profile={profile}
      />
      {recording.state && <NoteRecordingStatus state={recording.state} sender={sent?.from} onRetry={recording.retry} />}
    </form>
  )
}

/** The message of each problem an amount can have. */
const AMOUNT_PROBLEMS = {
  empty: 'creators.amount.empty',
  format: 'creators.amount.format',
  zero: 'creators.amount.zero',
  decimals: 'creators.amount.decimals',
  insufficient: 'creators.amount.insufficient',
} as const satisfies Record<EthAmountProblem, keyof typeof creators>

function noteProblemMessage(t: Translate<typeof creators>, problem: SupportNoteProblem): string {
  return problem === 'length' ? t('creators.note.tooLong', { max: NOTE_MAX }) : t('creators.note.controlCharacters')
}
