import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CREATOR_PROFILE_LIMITS } from '../../../src/domain/creators/creatorProfile'
import {
  emptyProfileFields,
  editFields,
  fieldsFromProfile,
  previewProfile,
} from '../../../src/domain/creators/profileFields'
import { readHttpsUrl } from '../../../src/domain/creators/readHttpsUrl'
import { validateCreatorProfile } from '../../../src/domain/creators/validateCreatorProfile'
import { fieldEditArb } from './editorArbitraries'
import { PROFILE_ASSETS, profileArb } from './profileArbitraries'

describe('profileFields', () => {
  test('behavior: any valid profile fills a form that validates back to it', () => {
    fc.assert(
      fc.property(profileArb, (input) => {
        const stored = validateCreatorProfile(input)
        if (!stored.ok) throw new Error('profileArb made an invalid profile')
        const fields = fieldsFromProfile(stored.profile, PROFILE_ASSETS)
        expect(Object.keys(fields.suggestedAmounts)).toEqual(PROFILE_ASSETS.map((asset) => asset.symbol))
        expect(validateCreatorProfile(fields, PROFILE_ASSETS)).toEqual(stored)
      }),
    )
  })

  test('behavior: any edits keep the rows within the limits; the preview shows only https links', () => {
    fc.assert(
      fc.property(fc.array(fieldEditArb, { maxLength: 30 }), (edits) => {
        const assets = [
          { symbol: 'ETH', decimals: 18 },
          { symbol: 'USDC', decimals: 6 },
        ]
        let fields = emptyProfileFields(assets)
        for (const edit of edits) {
          const next = editFields(fields, edit)
          if (next !== fields) expect(next).not.toEqual(fields)
          fields = next
        }
        expect(fields.links.length).toBeLessThanOrEqual(CREATOR_PROFILE_LIMITS.links)
        // One list per asset of the form, whatever the edits (one naming another asset changes nothing).
        expect(Object.keys(fields.suggestedAmounts)).toEqual(['ETH', 'USDC'])
        for (const amounts of Object.values(fields.suggestedAmounts)) {
          expect(amounts.length).toBeLessThanOrEqual(CREATOR_PROFILE_LIMITS.suggestedAmounts)
        }
        for (const link of previewProfile(fields).links) {
          expect(new URL(link.url).protocol).toBe('https:')
          expect(readHttpsUrl(link.url)).toEqual({ ok: true, url: link.url })
        }
        expect(previewProfile(fields).accentColor).toMatch(/^#[0-9a-f]{6}$/)
      }),
    )
  })
})
