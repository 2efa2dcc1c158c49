// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { getAddress } from 'viem'
import type { ChecksumAddress } from '../../../src/domain/auth/siweFields'
import type { Address } from '../../../src/domain/shared/hex'
import { prefetchChecksumAddress, useChecksumAddress } from '../../../src/ui/hooks/useChecksumAddress'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'

afterEach(cleanup)

const LOWER: Address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A checksum loader the test settles by hand (the chain library arriving late, or not at all). */
function deferredLoader() {
  let settle!: { resolve(fn: ChecksumAddress): void; reject(err: unknown): void }
  const promise = new Promise<ChecksumAddress>((resolve, reject) => (settle = { resolve, reject }))
  const loader = { calls: 0, load: () => (loader.calls++, promise), ...settle }
  return loader
}

function Shown({ address }: { address: Address }) {
  return <code data-testid="address">{useChecksumAddress(address)}</code>
}

function renderShown(address: Address, checksumAddress: UiServices['checksumAddress']) {
  const services = { checksumAddress } as UiServices
  return render(
    <ServicesProvider services={services}>
      <Shown address={address} />
    </ServicesProvider>,
  )
}

const shown = () => screen.getByTestId('address').textContent

describe('useChecksumAddress', () => {
  test('default: without a checksum the address is shown as the wallet reported it', () => {
    renderShown(LOWER, undefined)
    expect(shown()).toBe(LOWER)
  })

  test('behavior: as given until the checksum loads, then checksummed, with the same length', async () => {
    const loader = deferredLoader()
    renderShown(LOWER, loader.load)
    expect(shown()).toBe(LOWER)
    await act(async () => loader.resolve(getAddress))
    await waitFor(() => expect(shown()).toBe(CHECKSUMMED))
    expect(shown()).toHaveLength(LOWER.length)
  })

  test('behavior: the load starts after the first frame with the address, not in the commit that draws it', async () => {
    const loader = deferredLoader()
    renderShown(LOWER, loader.load)
    expect(loader.calls).toBe(0)
    await waitFor(() => expect(loader.calls).toBe(1))
  })

  test('behavior: once loaded, a later mount shows the checksummed form at once', async () => {
    const loader = deferredLoader()
    renderShown(LOWER, loader.load)
    await act(async () => loader.resolve(getAddress))
    await waitFor(() => expect(shown()).toBe(CHECKSUMMED))
    cleanup()
    renderShown(LOWER, loader.load)
    expect(shown()).toBe(CHECKSUMMED)
  })

  test('behavior: prefetched (while the wallet connects), the first mount shows the checksummed form at once', async () => {
    const loader = deferredLoader()
    const prefetched = prefetchChecksumAddress(loader.load)
    loader.resolve(getAddress)
    await prefetched
    renderShown(LOWER, loader.load)
    expect(shown()).toBe(CHECKSUMMED)
  })

  test('behavior: a checksum that fails to load leaves the address as given', async () => {
    const loader = deferredLoader()
    renderShown(LOWER, loader.load)
    // Rejected once asked for (the load starts after the first frame), as a chunk that fails does.
    await waitFor(() => expect(loader.calls).toBe(1))
    await act(async () => loader.reject(new Error('chunk failed to load')))
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(shown()).toBe(LOWER)
  })

  test('behavior: a value the checksum refuses is shown as given, not a crash', async () => {
    const loader = deferredLoader()
    renderShown('0xnot-an-address' as Address, loader.load)
    await act(async () => loader.resolve(getAddress))
    await waitFor(() => expect(loader.calls).toBe(1))
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(shown()).toBe('0xnot-an-address')
  })
})
