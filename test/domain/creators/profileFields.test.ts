import { describe, expect, test } from 'vitest'
import type { CreatorProfile } from '../../../src/domain/creators/creatorProfile'
import {
  DEFAULT_ACCENT_COLOR,
  EMPTY_PROFILE_FIELDS,
  emptyProfileFields,
  editFields,
  fieldsFromProfile,
  previewProfile,
  problemsOf,
} from '../../../src/domain/creators/profileFields'
import { validateCreatorProfile } from '../../../src/domain/creators/validateCreatorProfile'

const profile: CreatorProfile = {
  displayName: 'Ada',
  bio: 'Engines\nand poems.',
  links: [
    { label: 'Site', url: 'https://ada.example/' },
    { label: 'Notes', url: 'https://notes.example/' },
  ],
  accentColor: '#1a2b3c',
  suggestedAmounts: { ETH: ['0.01', '0.05'] },
  thankYou: 'Thanks!',
}
const ETH = [{ symbol: 'ETH', decimals: 18 }]
const ETH_USDC = [...ETH, { symbol: 'USDC', decimals: 6 }]

describe('profileFields', () => {
  test('default: the empty form has the default accent and fails only on the display name', () => {
    expect(EMPTY_PROFILE_FIELDS.accentColor).toBe(DEFAULT_ACCENT_COLOR)
    const checked = validateCreatorProfile(EMPTY_PROFILE_FIELDS)
    expect(checked).toEqual({
      ok: false,
      problems: [{ field: 'displayName', code: 'displayNameLength', params: { max: 50 } }],
    })
  })

  test('behavior: a stored profile fills the form, and the form validates back to the same profile', () => {
    const fields = fieldsFromProfile({ ...profile, updatedAt: 1, address: '0x1' } as CreatorProfile, ETH)
    expect(fields).toEqual(profile)
    expect(validateCreatorProfile(fields)).toEqual({ ok: true, profile })
  })

  test('behavior: the form has one list per accepted asset; amounts in an asset no longer accepted are left out', () => {
    expect(emptyProfileFields(ETH_USDC).suggestedAmounts).toEqual({ ETH: [], USDC: [] })
    const stored = { ...profile, suggestedAmounts: { DAI: ['1'], USDC: ['5'] } }
    const fields = fieldsFromProfile(stored, ETH_USDC)
    expect(fields.suggestedAmounts).toEqual({ ETH: [], USDC: ['5'] })
    expect(validateCreatorProfile(fields, ETH_USDC)).toEqual({
      ok: true,
      profile: { ...profile, suggestedAmounts: { USDC: ['5'] } },
    })
  })

  test('behavior: each edit changes its field; rows are added up to the limit and removed by index', () => {
    let fields = editFields(EMPTY_PROFILE_FIELDS, { type: 'set', field: 'displayName', value: 'Ada' })
    expect(fields.displayName).toBe('Ada')
    for (let i = 0; i < 7; i++) fields = editFields(fields, { type: 'add-link' })
    expect(fields.links).toHaveLength(5)
    fields = editFields(fields, { type: 'set-link', index: 1, part: 'url', value: 'https://b.example' })
    fields = editFields(fields, { type: 'remove-link', index: 0 })
    expect(fields.links[0]).toEqual({ label: '', url: 'https://b.example' })
    expect(fields.links).toHaveLength(4)
    for (let i = 0; i < 4; i++) fields = editFields(fields, { type: 'add-amount', asset: 'ETH' })
    expect(fields.suggestedAmounts).toEqual({ ETH: ['', '', ''] })
    fields = editFields(fields, { type: 'set-amount', asset: 'ETH', index: 2, value: '0.1' })
    fields = editFields(fields, { type: 'remove-amount', asset: 'ETH', index: 0 })
    expect(fields.suggestedAmounts).toEqual({ ETH: ['', '0.1'] })
  })

  test('behavior: each asset has its own rows, added up to the limit each', () => {
    let fields = emptyProfileFields(ETH_USDC)
    fields = editFields(fields, { type: 'add-amount', asset: 'USDC' })
    fields = editFields(fields, { type: 'set-amount', asset: 'USDC', index: 0, value: '5' })
    fields = editFields(fields, { type: 'add-amount', asset: 'ETH' })
    fields = editFields(fields, { type: 'set-amount', asset: 'ETH', index: 0, value: '0.01' })
    expect(fields.suggestedAmounts).toEqual({ ETH: ['0.01'], USDC: ['5'] })
    for (let i = 0; i < 4; i++) fields = editFields(fields, { type: 'add-amount', asset: 'USDC' })
    expect(fields.suggestedAmounts).toEqual({ ETH: ['0.01'], USDC: ['5', '', ''] })
    expect(editFields(fields, { type: 'add-amount', asset: 'DAI' })).toBe(fields)
  })

  test('behavior: an edit that does not apply returns the same reference', () => {
    const fields = fieldsFromProfile(profile, ETH)
    expect(editFields(fields, { type: 'set', field: 'bio', value: profile.bio })).toBe(fields)
    expect(editFields(fields, { type: 'set-link', index: 2, part: 'label', value: 'x' })).toBe(fields)
    expect(editFields(fields, { type: 'set-link', index: -1, part: 'label', value: 'x' })).toBe(fields)
    expect(editFields(fields, { type: 'remove-link', index: 5 })).toBe(fields)
    expect(editFields(fields, { type: 'set-amount', asset: 'ETH', index: 0, value: '0.01' })).toBe(fields)
    expect(editFields(fields, { type: 'remove-amount', asset: 'ETH', index: 1.5 })).toBe(fields)
    expect(editFields(fields, { type: 'remove-amount', asset: 'USDC', index: 0 })).toBe(fields)
  })

  test('behavior: the problems of a field are those with its exact path', () => {
    const problems = [
      { field: 'links.1.url', code: 'linkUrlNotHttps' },
      { field: 'links.1', code: 'linkIncomplete' },
      { field: 'links.10.url', code: 'linkUrlInvalid' },
    ] as const
    expect(problemsOf(problems, 'links.1.url')).toEqual([{ field: 'links.1.url', code: 'linkUrlNotHttps' }])
    expect(problemsOf(problems, 'links')).toEqual([])
  })

  test('behavior: the preview keeps only links that can be followed safely and a valid accent', () => {
    const fields = {
      ...fieldsFromProfile(profile, ETH),
      displayName: '  Ada  ',
      accentColor: 'red',
      links: [
        { label: 'Bad', url: 'javascript:alert(1)' },
        { label: '', url: 'https://nolabel.example' },
        { label: ' Ok ', url: 'https://ok.example' },
        { label: 'Plain', url: 'http://plain.example' },
      ],
    }
    expect(previewProfile(fields)).toEqual({
      displayName: 'Ada',
      bio: profile.bio,
      links: [{ label: 'Ok', url: 'https://ok.example/' }],
      accentColor: DEFAULT_ACCENT_COLOR,
    })
    expect(previewProfile({ ...fields, accentColor: '#ABCDEF' }).accentColor).toBe('#abcdef')
  })
})
