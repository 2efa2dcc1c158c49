import type { Address } from '../../domain/shared/hex'
import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'

export type AssetOption = { readonly address: Address | null; readonly symbol: string }

/**
 * The assets a support can be sent in on the wallet's chain, as a radio group: the native currency first, then the
 * accepted tokens. Drawn only when there is a choice.
 */
export function AssetChoice({
  options,
  chosen,
  busy,
  onChoose,
}: {
  options: readonly AssetOption[]
  chosen: Address | null
  busy: boolean
  onChoose(asset: Address | null): void
}) {
  const t = useT(creators)
  if (options.length < 2) return null
  return (
    <fieldset className="cs-amount-choices">
      <legend>{t('creators.amount.asset')}</legend>
      {options.map((option) => (
        <label key={option.address ?? 'native'}>
          <input
            type="radio"
            name="support-asset"
            value={option.address ?? 'native'}
            checked={option.address === chosen}
            disabled={busy}
            onChange={() => onChoose(option.address)}
          />{' '}
          {option.symbol}
        </label>
      ))}
    </fieldset>
  )
}
