import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  discoverEip6963Providers,
  mergeAnnouncement,
  type Eip6963ProviderDetail,
} from '../../../src/adapters/eip1193/eip6963'

const providers = [0, 1, 2].map(() => ({
  request: async () => null,
  on: () => undefined,
  removeListener: () => undefined,
}))
const detail = fc
  .record({
    rdns: fc.constantFrom('io.metamask', 'io.rabby', 'me.rainbow', 'com.brave.wallet'),
    uuid: fc.constantFrom('a', 'b'),
    name: fc.constantFrom('One', 'Two'),
    provider: fc.constantFrom(...providers),
  })
  .map(
    ({ provider, ...info }): Eip6963ProviderDetail => ({
      info: { ...info, icon: 'data:image/png;base64,AA' },
      provider,
    }),
  )

describe('mergeAnnouncement (property)', () => {
  test('behavior: one entry per rdns, in first-announcement order, each the last announced', () => {
    fc.assert(
      fc.property(fc.array(detail), (announcements) => {
        const list = announcements.reduce(mergeAnnouncement, [] as readonly Eip6963ProviderDetail[])
        const order = [...new Set(announcements.map((d) => d.info.rdns))]
        expect(list.map((d) => d.info.rdns)).toEqual(order)
        for (const entry of list) {
          const last = announcements.filter((d) => d.info.rdns === entry.info.rdns).at(-1)!
          expect(entry.provider).toBe(last.provider)
          expect(entry.info.uuid).toBe(last.info.uuid)
        }
      }),
    )
  })

  test('behavior: re-announcing the current entry returns the same reference', () => {
    fc.assert(
      fc.property(fc.array(detail, { minLength: 1 }), (announcements) => {
        const list = announcements.reduce(mergeAnnouncement, [] as readonly Eip6963ProviderDetail[])
        expect(mergeAnnouncement(list, list[0]!)).toBe(list)
      }),
    )
  })
})

describe('discoverEip6963Providers (property)', () => {
  test('behavior: any event detail is either a valid wallet or ignored, never a throw', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.anything(), detail)), (details) => {
        const target = new EventTarget()
        const discovery = discoverEip6963Providers(target)
        for (const d of details) target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: d }))
        for (const d of discovery.getSnapshot()) {
          expect(typeof d.info.rdns).toBe('string')
          expect(typeof d.provider.request).toBe('function')
        }
        discovery.destroy()
      }),
    )
  })
})
