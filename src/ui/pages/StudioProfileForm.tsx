import type { FormEvent } from 'react'
import { CREATOR_PROFILE_LIMITS as LIMITS } from '../../domain/creators/creatorProfile'
import type { Problem } from '../../domain/creators/problem'
import type { ProfileEditing, ProfileEditorEvent } from '../../domain/creators/profileEditor'
import { DEFAULT_ACCENT_COLOR, type FieldEdit, type TextFieldName } from '../../domain/creators/profileFields'
import { useServices } from '../servicesContext'
import { invalidProps, ProfileFieldProblems } from './ProfileFieldProblems'
import { StudioSessionRenewal } from './StudioSessionRenewal'
import { StudioProfileRows } from './StudioProfileRows'
import { studioFieldId } from './studioFieldId'

export type StudioProfileFormProps = {
  state: ProfileEditing
  problems: readonly Problem[]
  dispatch(event: ProfileEditorEvent): void
  onSubmit(): void
}

const HEX = /^#[0-9a-f]{6}$/i

/** The profile form: every field with its problems under it, and Save with its outcome. */
export function StudioProfileForm({ state, problems, dispatch, onSubmit }: StudioProfileFormProps) {
  const { signIn } = useServices()
  const { fields, save } = state
  const edit = (change: FieldEdit) => dispatch({ type: 'edit', edit: change })
  const set = (field: TextFieldName) => (e: { target: { value: string } }) =>
    edit({ type: 'set', field, value: e.target.value })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  const saving = save.status === 'saving'
  return (
    <form className="cs-profile-form" noValidate onSubmit={submit} aria-labelledby="studio-profile-title">
      <div className="cs-field">
        <label htmlFor={studioFieldId('displayName')}>Display name</label>
        <input
          id={studioFieldId('displayName')}
          className="cs-input"
          autoComplete="off"
          value={fields.displayName}
          onChange={set('displayName')}
          {...invalidProps(problems, 'displayName', 'profile-displayName-hint')}
        />
        <p id="profile-displayName-hint" className="cs-hint">
          1 to {LIMITS.displayName} characters, shown above your address.
        </p>
        <ProfileFieldProblems problems={problems} path="displayName" />
      </div>
      <div className="cs-field">
        <label htmlFor={studioFieldId('bio')}>Bio</label>
        <textarea
          id={studioFieldId('bio')}
          className="cs-input cs-textarea"
          rows={4}
          value={fields.bio}
          onChange={set('bio')}
          {...invalidProps(problems, 'bio', 'profile-bio-hint')}
        />
        <p id="profile-bio-hint" className="cs-hint">
          Up to {LIMITS.bio} characters; line breaks are kept.
        </p>
        <ProfileFieldProblems problems={problems} path="bio" />
      </div>
      <StudioProfileRows fields={fields} problems={problems} edit={edit} />
      <div className="cs-field">
        <label htmlFor={studioFieldId('accentColor')}>Accent color</label>
        <div className="cs-color-row">
          <input
            type="color"
            className="cs-color-swatch"
            aria-label="Pick the accent color"
            value={HEX.test(fields.accentColor) ? fields.accentColor.toLowerCase() : DEFAULT_ACCENT_COLOR}
            onChange={set('accentColor')}
          />
          <input
            id={studioFieldId('accentColor')}
            className="cs-input cs-color-text"
            autoComplete="off"
            spellCheck={false}
            value={fields.accentColor}
            onChange={set('accentColor')}
            {...invalidProps(problems, 'accentColor', 'profile-accentColor-hint')}
          />
        </div>
        <p id="profile-accentColor-hint" className="cs-hint">
          Written #rrggbb; drawn as a border on your page.
        </p>
        <ProfileFieldProblems problems={problems} path="accentColor" />
      </div>
      <div className="cs-field">
        <label htmlFor={studioFieldId('thankYou')}>Thank-you message</label>
        <textarea
          id={studioFieldId('thankYou')}
          className="cs-input cs-textarea"
          rows={2}
          value={fields.thankYou}
          onChange={set('thankYou')}
          {...invalidProps(problems, 'thankYou', 'profile-thankYou-hint')}
        />
        <p id="profile-thankYou-hint" className="cs-hint">
          Up to {LIMITS.thankYou} characters, shown to a supporter after they send.
        </p>
        <ProfileFieldProblems problems={problems} path="thankYou" />
      </div>
      <div className="cs-page-actions">
        <button type="submit" className="cs-button cs-button-primary" aria-disabled={saving || undefined}>
          {saving ? 'Saving…' : 'Save profile'}
        </button>
        <SaveOutcome state={state} problems={problems} />
      </div>
      {save.status === 'failed' && save.code === 'unauthenticated' && signIn && (
        <StudioSessionRenewal signIn={signIn} onSignedIn={onSubmit} />
      )}
    </form>
  )
}

function SaveOutcome({ state, problems }: { state: ProfileEditing; problems: readonly Problem[] }) {
  const { save } = state
  if (save.status === 'failed') {
    return (
      <p className="cs-error-text" role="alert">
        {save.message}
      </p>
    )
  }
  if (state.submitted && save.status === 'idle' && problems.length > 0) {
    const count = problems.length === 1 ? 'the problem' : `the ${problems.length} problems`
    return (
      <p className="cs-error-text" role="alert">
        Not saved: fix {count} marked above.
      </p>
    )
  }
  return (
    <p role="status" className="cs-save-status">
      {save.status === 'saved' ? 'Saved' : save.status === 'saving' ? 'Saving your profile…' : ''}
    </p>
  )
}
