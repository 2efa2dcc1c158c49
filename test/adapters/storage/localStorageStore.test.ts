// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { LocalStorageStore } from '../../../src/adapters/storage/localStorageStore'
import type { RawStorage } from '../../../src/adapters/storage/envelopeStore'
import { keyValueStoreContract, type StoreHarness } from './keyValueStore.contract'

function recorder() {
  const warnings: unknown[][] = []
  return { warnings, logger: { warn: (...args: unknown[]) => void warnings.push(args) } }
}

function harness(options: { namespace?: string; maxChars?: number } = {}): StoreHarness {
  localStorage.clear()
  const { warnings, logger } = recorder()
  return { store: new LocalStorageStore({ ...options, logger }), raw: localStorage, warnings }
}

/** Web Storage as Safari private mode (old) or a disabled-storage browser behaves: every call throws. */
class ThrowingStorage implements RawStorage {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
}

function otherTab(key: string | null, storageArea: Storage | null = localStorage): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: '{"v":1,"d":1}', storageArea }))
}

keyValueStoreContract('LocalStorageStore', harness)

describe('LocalStorageStore', () => {
  beforeEach(() => localStorage.clear())

  test('default: uses window.localStorage', () => {
    new LocalStorageStore().set('k', [1])
    expect(localStorage.getItem('creators-studio.k')).toBe('{"v":1,"d":[1]}')
  })

  test('behavior: subscribers hear other tabs changing keys of this namespace, without the prefix', () => {
    const store = new LocalStorageStore()
    const heard: string[] = []
    const off = store.subscribe((key) => heard.push(key))
    otherTab('creators-studio.recentWallets')
    otherTab('other-app.key')
    otherTab(null)
    otherTab('creators-studio.fromSession', sessionStorage)
    off()
    otherTab('creators-studio.afterUnsubscribe')
    expect(heard).toEqual(['recentWallets'])
  })

  test('parameters: eventTarget null disables cross-tab notification', () => {
    const store = new LocalStorageStore({ eventTarget: null })
    const heard: string[] = []
    store.subscribe((key) => heard.push(key))
    otherTab('creators-studio.k')
    store.set('own', 1)
    expect(heard).toEqual(['own'])
  })

  test('behavior: a storage that throws on every call never crashes the app', () => {
    const { warnings, logger } = recorder()
    const store = new LocalStorageStore({ storage: new ThrowingStorage(), logger })
    expect(store.get('k')).toBeUndefined()
    expect(store.set('k', 1)).toBe(false)
    expect(() => store.remove('k')).not.toThrow()
    expect(warnings).toHaveLength(1)
    expect(String(warnings[0]?.[0])).toBe('[creators-studio] "k": storage could not be read')
  })

  test('behavior: a quota error on write returns false and keeps the old value', () => {
    const entries = new Map<string, string>()
    let full = false
    const storage: RawStorage = {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        entries.set(key, value)
      },
      removeItem: (key) => void entries.delete(key),
    }
    const { warnings, logger } = recorder()
    const store = new LocalStorageStore({ storage, logger })
    expect(store.set('k', 'old')).toBe(true)
    full = true
    expect(store.set('k', 'new')).toBe(false)
    expect(store.get('k')).toBe('old')
    expect(String(warnings[0]?.[0])).toBe(
      '[creators-studio] "k": value not stored: storage refused it (quota or private mode)',
    )
  })

  describe('when reading window.localStorage itself throws', () => {
    let original: PropertyDescriptor | undefined
    beforeEach(() => {
      original = Object.getOwnPropertyDescriptor(window, 'localStorage')
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('denied', 'SecurityError')
        },
      })
    })
    afterEach(() => {
      if (original) Object.defineProperty(window, 'localStorage', original)
    })

    test('behavior: reads are empty and writes return false', () => {
      const store = new LocalStorageStore({ logger: recorder().logger })
      expect(store.get('k')).toBeUndefined()
      expect(store.set('k', 1)).toBe(false)
      expect(() => store.remove('k')).not.toThrow()
    })
  })
})
