import type { FormEvent } from 'react'
import { CREATOR_PROFILE_LIMITS as LIMITS } from '../../domain/creators/creatorProfile'
import type { Problem } from '../../domain/creators/problem'
import type { ProfileEditing, ProfileEditorEvent } from '../../domain/creators/profileEditor'
import { DEFAULT_ACCENT_COLOR, type FieldEdit, type TextFieldName } from '../../domain/creators/profileFields'
import { errorsWithFailures, failureText } from '../failureText'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { invalidProps, ProfileFieldProblems } from './ProfileFieldProblems'
import { StudioSessionRenewal } from './StudioSessionRenewal'
import { StudioGoalFields } from './StudioGoalFields'
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
  const t = useT(studio)
  const { fields, save } = state
  const edit = (change: FieldEdit) => dispatch({ type: 'edited', edit: change })
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
        <label htmlFor={studioFieldId('displayName')}>{t('studio.profile.displayName')}</label>
        <input
          id={studioFieldId('displayName')}
          className="cs-input"
          autoComplete="off"
          value={fields.displayName}
          onChange={set('displayName')}
          {...invalidProps(problems, 'displayName', 'profile-displayName-hint')}
        />
        <p id="profile-displayName-hint" className="cs-hint">
          {t('studio.profile.displayNameHint', { count: LIMITS.displayName })}
        </p>
        <ProfileFieldProblems problems={problems} path="displayName" />
      </div>
      <div className="cs-field">
        <label htmlFor={studioFieldId('bio')}>{t('studio.profile.bio')}</label>
        <textarea
          id={studioFieldId('bio')}
          className="cs-input cs-textarea"
          rows={4}
          value={fields.bio}
          onChange={set('bio')}
          {...invalidProps(problems, 'bio', 'profile-bio-hint')}
        />
        <p id="profile-bio-hint" className="cs-hint">
          {t('studio.profile.bioHint', { count: LIMITS.bio })}
        </p>
        <ProfileFieldProblems problems={problems} path="bio" />
      </div>
      <StudioProfileRows fields={fields} problems={problems} numerals={state.numerals} edit={edit} />
      <div className="cs-field">
        <label htmlFor={studioFieldId('accentColor')}>{t('studio.profile.accentColor')}</label>
        <div className="cs-color-row">
          <input
            type="color"
            className="cs-color-swatch"
            aria-label={t('studio.profile.pickAccent')}
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
          {t('studio.profile.accentHint')}
        </p>
        <ProfileFieldProblems problems={problems} path="accentColor" />
      </div>
      <div className="cs-field">
        <label htmlFor={studioFieldId('thankYou')}>{t('studio.profile.thankYou')}</label>
        <textarea
          id={studioFieldId('thankYou')}
          className="cs-input cs-textarea"
          rows={2}
          value={fields.thankYou}
          onChange={set('thankYou')}
          {...invalidProps(problems, 'thankYou', 'profile-thankYou-hint')}
        />
        <p id="profile-thankYou-hint" className="cs-hint">
          {t('studio.profile.thankYouHint', { count: LIMITS.thankYou })}
        </p>
        <ProfileFieldProblems problems={problems} path="thankYou" />
      </div>
      <StudioGoalFields goal={fields.goal} assets={state.assets} problems={problems} edit={edit} />
      <div className="cs-page-actions">
        <button type="submit" className="cs-button cs-button-primary" aria-disabled={saving || undefined}>
          {t(saving ? 'studio.profile.saving' : 'studio.profile.save')}
        </button>
        <SaveOutcome state={state} problems={problems} />
      </div>
      {save.status === 'failed' && save.failure.cause.code === 'unauthenticated' && signIn && (
        <StudioSessionRenewal signIn={signIn} onSignedIn={onSubmit} />
      )}
    </form>
  )
}

function SaveOutcome({ state, problems }: { state: ProfileEditing; problems: readonly Problem[] }) {
  const { save } = state
  const t = useT(studio)
  const te = useT(errorsWithFailures)
  if (save.status === 'failed') {
    return (
      <p className="cs-error-text" role="alert">
        {failureText(te, save.failure)}
      </p>
    )
  }
  if (state.submitted && save.status === 'idle' && problems.length > 0) {
    return (
      <p className="cs-error-text" role="alert">
        {t('studio.profile.notSaved', { count: problems.length })}
      </p>
    )
  }
  return (
    <p role="status" className="cs-save-status">
      {save.status === 'saved'
        ? t('studio.profile.saved')
        : save.status === 'saving'
          ? t('studio.profile.savingStatus')
          : ''}
    </p>
  )
}
