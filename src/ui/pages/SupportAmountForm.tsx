import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'wouter'
import { formatBalance } from '../../domain/account/formatNumber'
import { parseEthAmount } from '../../domain/account/parseEthAmount'
import { DEFAULT_NATIVE_CURRENCY } from '../../domain/chains/chain'
import type { Address } from '../../domain/shared/hex'
import { supportDescription } from '../../domain/transactions/supportDescription'
import { useBalance } from '../hooks/useBalance'
import { useServices } from '../servicesContext'
import { AmountField } from './AmountField'
import { SHALLOW_NAVIGATION } from './shallowNavigation'
import { SupportOutcome } from './SupportOutcome'
import { useSupport } from './useSupport'

type Props = { from: Address; chainId: number; creator: { address: Address; name?: string | undefined } }

/**
 * The amount and the send button. The amount is mirrored in the address (`?amount=0.05`, a shallow change), so a
 * support link can be shared prefilled.
 */
export function SupportAmountForm({ from, chainId, creator }: Props) {
  const { chains } = useServices()
  const currency = chains.find((c) => c.id === chainId)?.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
  const balance = useBalance({ address: from, chainId })
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(() => params.get('amount') ?? '')
  const [error, setError] = useState<string | null>(null)
  const { state, available, send, reset } = useSupport()
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
    if (!amount.ok) return setError(amount.message)
    const description = supportDescription(creator, amount.text, currency.symbol)
    send({ from, to: creator.address, chainId, value: amount.value, amount: amount.text, description })
  }

  if (!available) return <p>Sending is not available in this app.</p>
  const shownBalance = balance.data
    ? `${formatBalance(balance.data)} ${balance.data.symbol}`
    : balance.isError
      ? 'unavailable'
      : undefined
  return (
    <form className="cs-support-form" onSubmit={submit} noValidate>
      <AmountField
        symbol={currency.symbol}
        value={text}
        balance={shownBalance}
        error={error}
        busy={busy}
        onChange={onChange}
      />
      <SupportOutcome state={state} from={from} chainId={chainId} />
    </form>
  )
}
