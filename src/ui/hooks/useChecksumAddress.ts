import type { ChecksumAddress } from '../../domain/auth/siweFields'
import type { Address } from '../../domain/shared/hex'
import { loadedValues } from '../loadedValues'
import { useLoadedAfterPaint } from '../afterNextPaint'
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
  const checksum = useLoadedAfterPaint(
    () => (load ? checksums.get(load) : undefined),
    load && (() => checksums.load(load)),
  )
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
