import { useEffect, useState } from 'react'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import type { Address } from '../../domain/shared/hex'
import { loadedValues } from '../loadedValues'
import { afterNextPaint } from '../afterNextPaint'
import { useServices } from '../servicesContext'

// Once a loader has answered, later mounts render the checksummed form at once (no lower-case flash).
const checksums = loadedValues<ChecksumAddress>()

/**
 * Loads the checksum ahead of need (while a wallet connects): the connected views then render the checksummed form
 * in their first render, with no second render and no load started in the commit that shows the account.
 */
export const prefetchChecksumAddress = checksums.load

/**
 * `address` in its EIP-55 checksummed form, e.g. 0xf39fd6e5…2266 -> 0xf39Fd6e5…2266. The checksum needs the chain
 * library, which loads on demand: until then (or without `checksumAddress`, or if loading fails) the address is
 * returned as given, which has the same length, so nothing moves when it switches.
 */
export function useChecksumAddress(address: Address): string {
  const { checksumAddress: load } = useServices()
  const [checksum, setChecksum] = useState<ChecksumAddress | undefined>(() => (load ? checksums.get(load) : undefined))
  useEffect(() => {
    if (!load || checksum) return
    let live = true
    // After the view's first frame: the load's preload links would otherwise delay it.
    const cancel = afterNextPaint(() => {
      checksums.load(load).then(
        (fn) => {
          if (live) setChecksum(() => fn)
        },
        () => undefined,
      )
    })
    return () => {
      cancel()
      live = false
    }
  }, [load, checksum])
  return checksum ? checksumOrSame(checksum, address) : address
}

function checksumOrSame(checksum: ChecksumAddress, address: Address): string {
  try {
    return checksum(address)
  } catch {
    // Not an address the library accepts: show it as it came rather than break the page.
    return address
  }
}
