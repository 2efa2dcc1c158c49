import { formatAmountForInput, type NumberSymbols } from '../../domain/account/localNumbers'
import { CREATOR_PROFILE_LIMITS as LIMITS } from '../../domain/creators/creatorProfile'
import type { Problem } from '../../domain/creators/problem'
import type { FieldEdit, ProfileFields } from '../../domain/creators/profileFields'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { invalidProps, ProfileFieldProblems } from './ProfileFieldProblems'
import { studioFieldId } from './studioFieldId'

type RowsProps = {
  fields: ProfileFields
  problems: readonly Problem[]
  /** How the visitor's language writes numbers: the amounts' hint and placeholder are written so (de "0,01"). */
  numerals: NumberSymbols
  edit(change: FieldEdit): void
}

/** The form's lists: links (label and URL) and suggested amounts, each row removable, added up to the limit. */
export function StudioProfileRows({ fields, problems, numerals, edit }: RowsProps) {
  const t = useT(studio)
  const example = formatAmountForInput('0.01', numerals)
  return (
    <>
      <fieldset className="cs-fieldset">
        <legend>{t('studio.profile.links')}</legend>
        <p className="cs-hint">{t('studio.profile.linksHint', { count: LIMITS.links })}</p>
        {fields.links.map((link, index) => {
          const n = index + 1
          const label = `links.${index}.label`
          const url = `links.${index}.url`
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; a row's identity is its index
            <div className="cs-row" key={index}>
              <div className="cs-field">
                <label htmlFor={studioFieldId(label)}>{t('studio.profile.linkLabel', { n })}</label>
                <input
                  id={studioFieldId(label)}
                  className="cs-input"
                  autoComplete="off"
                  value={link.label}
                  onChange={(e) => edit({ type: 'set-link', index, part: 'label', value: e.target.value })}
                  {...invalidProps(problems, label)}
                />
                <ProfileFieldProblems problems={problems} path={label} />
              </div>
              <div className="cs-field">
                <label htmlFor={studioFieldId(url)}>{t('studio.profile.linkUrl', { n })}</label>
                <input
                  id={studioFieldId(url)}
                  className="cs-input"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://"
                  value={link.url}
                  onChange={(e) => edit({ type: 'set-link', index, part: 'url', value: e.target.value })}
                  {...invalidProps(problems, url)}
                />
                <ProfileFieldProblems problems={problems} path={url} />
              </div>
              <button
                type="button"
                className="cs-button cs-button-small"
                onClick={() => edit({ type: 'remove-link', index })}
              >
                {t('studio.profile.removeLink', { n })}
              </button>
              <ProfileFieldProblems problems={problems} path={`links.${index}`} />
            </div>
          )
        })}
        {fields.links.length < LIMITS.links && (
          <button type="button" className="cs-button cs-button-small" onClick={() => edit({ type: 'add-link' })}>
            {t('studio.profile.addLink')}
          </button>
        )}
        <ProfileFieldProblems problems={problems} path="links" />
      </fieldset>
      <fieldset className="cs-fieldset">
        <legend>{t('studio.profile.amounts')}</legend>
        <p className="cs-hint">{t('studio.profile.amountsHint', { count: LIMITS.suggestedAmounts, example })}</p>
        {Object.entries(fields.suggestedAmounts).map(([symbol, amounts]) => (
          <AssetAmounts
            key={symbol}
            symbol={symbol}
            amounts={amounts}
            problems={problems}
            example={example}
            edit={edit}
          />
        ))}
        <ProfileFieldProblems problems={problems} path="suggestedAmounts" />
      </fieldset>
    </>
  )
}

/** The suggested amounts in one asset: a group of its own, each row removable, added up to the limit. */
function AssetAmounts({
  symbol,
  amounts,
  problems,
  example,
  edit,
}: {
  symbol: string
  amounts: readonly string[]
  problems: readonly Problem[]
  /** An amount as the visitor's language types it, the empty row's placeholder. */
  example: string
  edit(change: FieldEdit): void
}) {
  const t = useT(studio)
  const list = `suggestedAmounts.${symbol}`
  return (
    <fieldset className="cs-fieldset">
      <legend>{symbol}</legend>
      {amounts.map((amount, index) => {
        const n = index + 1
        const path = `${list}.${index}`
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; a row's identity is its index
          <div className="cs-row cs-row-amount" key={index}>
            <div className="cs-field">
              <label htmlFor={studioFieldId(path)}>{t('studio.profile.amount', { n, symbol })}</label>
              <input
                id={studioFieldId(path)}
                className="cs-input"
                inputMode="decimal"
                autoComplete="off"
                placeholder={example}
                value={amount}
                onChange={(e) => edit({ type: 'set-amount', asset: symbol, index, value: e.target.value })}
                {...invalidProps(problems, path)}
              />
              <ProfileFieldProblems problems={problems} path={path} />
            </div>
            <button
              type="button"
              className="cs-button cs-button-small"
              onClick={() => edit({ type: 'remove-amount', asset: symbol, index })}
            >
              {t('studio.profile.removeAmount', { n, symbol })}
            </button>
          </div>
        )
      })}
      {amounts.length < LIMITS.suggestedAmounts && (
        <button
          type="button"
          className="cs-button cs-button-small"
          onClick={() => edit({ type: 'add-amount', asset: symbol })}
        >
          {t('studio.profile.addAmount', { symbol })}
        </button>
      )}
      <ProfileFieldProblems problems={problems} path={list} />
    </fieldset>
  )
}
