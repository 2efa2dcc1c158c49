import type { CreatorsApi } from '../../ports/creatorsApi'
import type { Address } from '../shared/hex'
import { StateStore } from '../shared/store'
import { apiErrorCode, describeApiFailure, refusedProblems } from './describeApiFailure'
import {
  PROFILE_EDITOR_LOADING,
  profileEditor,
  type ProfileEditorEffect,
  type ProfileEditorEvent,
  type ProfileEditorState,
} from './profileEditor'

export type ProfileEditorServiceDeps = {
  /** The creators API, loaded on demand. */
  api: () => Promise<CreatorsApi>
  /** The signed-in creator whose profile is edited. */
  creator: Address
}

/** Runs the {@link profileEditor} machine against the creators API; the studio reads `getSnapshot`/`subscribe`. */
export class ProfileEditorService extends StateStore<ProfileEditorState> {
  private started = false

  constructor(private readonly deps: ProfileEditorServiceDeps) {
    super(PROFILE_EDITOR_LOADING)
  }

  /** Loads the stored profile once (later calls do nothing). */
  start(): void {
    if (this.started) return
    this.started = true
    this.run({ type: 'load' })
  }

  dispatch = (event: ProfileEditorEvent): void => {
    const [next, effects] = profileEditor(this.getSnapshot(), event)
    this.set(next)
    for (const effect of effects) this.run(effect)
  }

  private run(effect: ProfileEditorEffect): void {
    const { api, creator } = this.deps
    switch (effect.type) {
      case 'load':
        api()
          .then((client) => client.getProfile(creator))
          .then(
            (profile) => this.dispatch({ type: 'loaded', profile }),
            (err) =>
              this.dispatch({ type: 'load-failed', message: describeApiFailure(err, 'Could not load your profile') }),
          )
        return
      case 'save':
        api()
          .then((client) => client.putProfile(creator, effect.profile))
          .then(
            (profile) => this.dispatch({ type: 'saved', profile }),
            (err) =>
              this.dispatch({
                type: 'save-failed',
                message: describeApiFailure(err, 'Could not save your profile'),
                code: apiErrorCode(err),
                problems: refusedProblems(err),
              }),
          )
        return
    }
  }
}
