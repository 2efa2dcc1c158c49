// @vitest-environment jsdom
import { act, startTransition, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, test } from 'vitest'
import type { MobileDeepLinkWiring } from '../../../src/domain/connection/mobileDeepLink'
import { useMobileDeepLink } from '../../../src/ui/connect/useMobileDeepLink'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'

const WIRING: MobileDeepLinkWiring = {
  handlers: { preparePairing: () => {}, openLink: () => {}, connect: () => {}, wait: () => {} },
}

function Sheet() {
  const { state } = useMobileDeepLink()
  return <p data-testid="sheet">{state.pairing.status}</p>
}

const roots: Array<() => void> = []
afterEach(() => {
  for (const unmount of roots.splice(0)) act(unmount)
  document.body.innerHTML = ''
})

/**
 * Mounts the sheet in a render that may wait for data (a transition, as a lazy modal's retry is): a suspension on the
 * deep-link wiring is replayed once the wiring arrives, in the same render. Every error React reports is kept.
 */
async function mountSheet(load: () => Promise<MobileDeepLinkWiring>): Promise<unknown[]> {
  const errors: unknown[] = []
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container, {
    onUncaughtError: (error) => errors.push(error),
    onCaughtError: (error) => errors.push(error),
    onRecoverableError: (error) => errors.push(error),
  })
  roots.push(() => root.unmount())
  const services = { mobileDeepLink: load } as unknown as UiServices
  await act(async () => {
    startTransition(() =>
      root.render(
        <ServicesProvider services={services}>
          <Suspense fallback={<p>Loading…</p>}>
            <Sheet />
          </Suspense>
        </ServicesProvider>,
      ),
    )
  })
  await act(async () => {
    await load()
  })
  return errors
}

describe('useMobileDeepLink', () => {
  // The sheet opens while the wiring (and the WalletConnect pairing it prepares) is still on its way: the first
  // render suspends on it, and React replays the sheet once it is there. That replay must call the hooks the first
  // render called: before, it skipped `use` (the value had arrived) and React failed with #467, "Update hook called
  // on initial render", recovered by rendering the whole root again.
  test('behavior: a wiring that arrives while the sheet first renders mounts it without a React error', async () => {
    const ready = Promise.resolve(WIRING)
    const errors = await mountSheet(() => ready)
    expect(errors).toEqual([])
    expect(document.querySelector('[data-testid="sheet"]')).not.toBeNull()
  })
})
