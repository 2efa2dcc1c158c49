import {
  bytesToString,
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionResult,
  hexToBytes,
  parseAbi,
  zeroAddress,
  type Hex,
} from 'viem'
import { namehash } from 'viem/ens'
import { sameAddress } from '../../../src/domain/shared/hex'

/** ENS on mainnet as the two libraries see it (ENS universal resolver v3, the address both ship with). */
export const UNIVERSAL_RESOLVER = '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe'
export const PUBLIC_RESOLVER = '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63'
const REVERSE_RESOLVER = '0x5fBb459C49BB06083C33109fA4f14810eC2Cf358'

/** A registered name with a primary (reverse) record, an address and a plain https avatar. */
export const CREATOR = {
  address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  name: 'creator.eth',
  avatar: 'https://avatars.creators.test/creator.png',
} as const
/** A registered name without avatar. */
export const PLAIN = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', name: 'plain.eth' } as const
/** Its reverse record claims creator.eth, which does not resolve back to it. */
export const IMPOSTOR = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** No reverse record at all. */
export const NAMELESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const NAMES: Record<string, { address: Hex; text: Record<string, string> }> = {
  [CREATOR.name]: { address: CREATOR.address, text: { avatar: CREATOR.avatar } },
  [PLAIN.name]: { address: PLAIN.address, text: {} },
}
const PRIMARY_NAMES: Record<string, string> = {
  [CREATOR.address.toLowerCase()]: CREATOR.name,
  [PLAIN.address.toLowerCase()]: PLAIN.name,
  [IMPOSTOR.toLowerCase()]: CREATOR.name,
}

// The functions viem (…WithGateways) and ethers (reverse, requireResolver, then the resolver itself) call.
const universalResolverAbi = parseAbi([
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string, address, address)',
  'function reverse(bytes lookupAddress, uint256 coinType) view returns (string, address, address)',
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function requireResolver(bytes name) view returns ((bytes name, uint256 offset, bytes32 node, address resolver, bool extended))',
  'error ResolverNotFound(bytes name)',
  'error ReverseAddressMismatch(string primary, bytes primaryAddress)',
])
const resolverAbi = parseAbi([
  'function text(bytes32 node, string key) view returns (string)',
  'function addr(bytes32 node) view returns (address)',
])

/** An eth_call outcome: return data, or a revert carrying ABI-encoded error data. */
export type CallOutcome = { result: Hex } | { revert: Hex }

/** Answers an eth_call to mainnet ENS contracts; any other contract answers empty data (like an account). */
export function answerEnsCall(to: string, data: Hex): CallOutcome {
  if (sameAddress(to, UNIVERSAL_RESOLVER)) return answerUniversalResolver(data)
  if (sameAddress(to, PUBLIC_RESOLVER)) {
    const name = Object.keys(NAMES).find(
      (candidate) => namehash(candidate) === decodeFunctionData({ abi: resolverAbi, data }).args[0],
    )
    return name ? { result: answerResolver(name, data) } : { revert: '0x' }
  }
  return { result: '0x' }
}

function answerUniversalResolver(data: Hex): CallOutcome {
  const call = decodeFunctionData({ abi: universalResolverAbi, data })
  switch (call.functionName) {
    case 'reverseWithGateways':
    case 'reverse':
      return reverse(call.args[0], call.functionName)
    case 'resolveWithGateways': {
      const name = dnsDecode(call.args[0])
      if (!NAMES[name]) return notFound(call.args[0])
      const answer = answerResolver(name, call.args[1])
      return {
        result: encodeFunctionResult({
          abi: universalResolverAbi,
          functionName: 'resolveWithGateways',
          result: [answer, PUBLIC_RESOLVER],
        }),
      }
    }
    case 'requireResolver': {
      const name = dnsDecode(call.args[0])
      if (!NAMES[name]) return notFound(call.args[0])
      const found = {
        name: call.args[0],
        offset: 0n,
        node: namehash(name),
        resolver: PUBLIC_RESOLVER,
        extended: false,
      } as const
      return {
        result: encodeFunctionResult({ abi: universalResolverAbi, functionName: 'requireResolver', result: found }),
      }
    }
  }
}

// The universal resolver verifies the primary name forward and reverts when it does not point back.
function reverse(addressBytes: Hex, functionName: 'reverse' | 'reverseWithGateways'): CallOutcome {
  const name = PRIMARY_NAMES[addressBytes.toLowerCase()] ?? ''
  if (name && !sameAddress(NAMES[name]?.address, addressBytes)) {
    return {
      revert: encodeErrorResult({
        abi: universalResolverAbi,
        errorName: 'ReverseAddressMismatch',
        args: [name, addressBytes],
      }),
    }
  }
  const resolver = name ? PUBLIC_RESOLVER : zeroAddress
  return {
    result: encodeFunctionResult({
      abi: universalResolverAbi,
      functionName,
      result: [name, resolver, REVERSE_RESOLVER],
    }),
  }
}

function answerResolver(name: string, data: Hex): Hex {
  const record = NAMES[name]
  const call = decodeFunctionData({ abi: resolverAbi, data })
  if (call.args[0] !== namehash(name)) throw new Error(`fixture: node of ${name} expected, got ${call.args[0]}`)
  if (call.functionName === 'text') {
    return encodeFunctionResult({ abi: resolverAbi, functionName: 'text', result: record?.text[call.args[1]] ?? '' })
  }
  return encodeFunctionResult({ abi: resolverAbi, functionName: 'addr', result: record?.address ?? zeroAddress })
}

function notFound(dnsName: Hex): CallOutcome {
  return { revert: encodeErrorResult({ abi: universalResolverAbi, errorName: 'ResolverNotFound', args: [dnsName] }) }
}

/** DNS wire format (length-prefixed labels, 0-terminated) back to a dotted name. */
function dnsDecode(packet: Hex): string {
  const bytes = hexToBytes(packet)
  const labels: string[] = []
  for (let at = 0; at < bytes.length && bytes[at] !== 0; at += (bytes[at] ?? 0) + 1) {
    labels.push(bytesToString(bytes.slice(at + 1, at + 1 + (bytes[at] ?? 0))))
  }
  return labels.join('.')
}
