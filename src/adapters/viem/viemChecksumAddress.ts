import { getAddress } from 'viem'
import type { ChecksumAddress } from '../../domain/auth/siweFields'

/** EIP-55 form of an address through viem (keccak256 lives here, not in the domain). */
export const viemChecksumAddress: ChecksumAddress = (address) => getAddress(address)
