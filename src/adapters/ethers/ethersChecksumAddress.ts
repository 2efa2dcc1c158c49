import { getAddress } from 'ethers'
import type { ChecksumAddress } from '../../domain/auth/siweFields'

// ethers throws on a wrong mixed-case checksum; lower-casing first makes it compute the form to compare against.
/** EIP-55 form of an address through ethers. */
export const ethersChecksumAddress: ChecksumAddress = (address) => getAddress(address.toLowerCase())
