/**
 * The part of the Reflect metadata API that inversify's container calls, for the browser build (vite.config.ts
 * aliases `reflect-metadata/lite` here): `defineMetadata`, `getOwnMetadata`, and `getMetadata`, which also looks up
 * the prototype chain. The app binds no decorated classes, so inversify only keeps its binding counter and class
 * metadata here; the full polyfill (reflect-metadata's ReflectLite) costs the first page load about 2 KiB gzip more.
 * test/app/reflectMetadataLite.test.ts holds these three to the polyfill's answers.
 */
type Key = string | symbol | undefined
const store = new WeakMap<object, Map<Key, Map<unknown, unknown>>>()

function own(target: object, property: Key, create: true): Map<unknown, unknown>
function own(target: object, property: Key, create: false): Map<unknown, unknown> | undefined
function own(target: object, property: Key, create: boolean): Map<unknown, unknown> | undefined {
  let byProperty = store.get(target)
  if (!byProperty) {
    if (!create) return undefined
    byProperty = new Map()
    store.set(target, byProperty)
  }
  let entries = byProperty.get(property)
  if (!entries && create) {
    entries = new Map()
    byProperty.set(property, entries)
  }
  return entries
}

export const metadata = {
  defineMetadata(key: unknown, value: unknown, target: object, property?: Key): void {
    own(target, property, true).set(key, value)
  },
  getOwnMetadata(key: unknown, target: object, property?: Key): unknown {
    return own(target, property, false)?.get(key)
  },
  getMetadata(key: unknown, target: object, property?: Key): unknown {
    for (let at: object | null = target; at !== null; at = Object.getPrototypeOf(at)) {
      const entries = own(at, property, false)
      if (entries?.has(key)) return entries.get(key)
    }
    return undefined
  },
}

const reflect = Reflect as unknown as Record<string, unknown>
for (const [name, fn] of Object.entries(metadata)) reflect[name] ??= fn
