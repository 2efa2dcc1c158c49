import { CREATOR_PROFILE_LIMITS as LIMITS } from '../../domain/creators/creatorProfile'
import type { Problem } from '../../domain/creators/problem'
import type { FieldEdit, ProfileFields } from '../../domain/creators/profileFields'
import { invalidProps, ProfileFieldProblems } from './ProfileFieldProblems'
import { studioFieldId } from './studioFieldId'

type RowsProps = { fields: ProfileFields; problems: readonly Problem[]; edit(change: FieldEdit): void }

/** The form's lists: links (label and URL) and suggested amounts, each row removable, added up to the limit. */
export function StudioProfileRows({ fields, problems, edit }: RowsProps) {
  return (
    <>
      <fieldset className="cs-fieldset">
        <legend>Links</legend>
        <p className="cs-hint">Up to {LIMITS.links}, each a label and an https:// address. They open in a new tab.</p>
        {fields.links.map((link, index) => {
          const n = index + 1
          const label = `links.${index}.label`
          const url = `links.${index}.url`
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; a row's identity is its index
            <div className="cs-row" key={index}>
              <div className="cs-field">
                <label htmlFor={studioFieldId(label)}>Link {n} label</label>
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
                <label htmlFor={studioFieldId(url)}>Link {n} URL</label>
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
                Remove link {n}
              </button>
              <ProfileFieldProblems problems={problems} path={`links.${index}`} />
            </div>
          )
        })}
        {fields.links.length < LIMITS.links && (
          <button type="button" className="cs-button cs-button-small" onClick={() => edit({ type: 'add-link' })}>
            Add a link
          </button>
        )}
        <ProfileFieldProblems problems={problems} path="links" />
      </fieldset>
      <fieldset className="cs-fieldset">
        <legend>Suggested amounts (ETH)</legend>
        <p className="cs-hint">
          Up to {LIMITS.suggestedAmounts}, offered as one-click choices in your Support form, like 0.01.
        </p>
        {fields.suggestedAmounts.map((amount, index) => {
          const n = index + 1
          const path = `suggestedAmounts.${index}`
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; a row's identity is its index
            <div className="cs-row cs-row-amount" key={index}>
              <div className="cs-field">
                <label htmlFor={studioFieldId(path)}>Suggested amount {n}</label>
                <input
                  id={studioFieldId(path)}
                  className="cs-input"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.01"
                  value={amount}
                  onChange={(e) => edit({ type: 'set-amount', index, value: e.target.value })}
                  {...invalidProps(problems, path)}
                />
                <ProfileFieldProblems problems={problems} path={path} />
              </div>
              <button
                type="button"
                className="cs-button cs-button-small"
                onClick={() => edit({ type: 'remove-amount', index })}
              >
                Remove amount {n}
              </button>
            </div>
          )
        })}
        {fields.suggestedAmounts.length < LIMITS.suggestedAmounts && (
          <button type="button" className="cs-button cs-button-small" onClick={() => edit({ type: 'add-amount' })}>
            Add an amount
          </button>
        )}
        <ProfileFieldProblems problems={problems} path="suggestedAmounts" />
      </fieldset>
    </>
  )
}
