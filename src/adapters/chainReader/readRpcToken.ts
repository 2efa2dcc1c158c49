import type { Address, Hex } from '../../domain/shared/hex'
import { assertAddress, rpcInvalidAnswerError } from './chainReaderErrors'
import type { RpcSend } from './rawRpcReads'
import { shownAnswer } from './shownAnswer'

// ERC-20 reads as raw eth_call, one decoder for both chain readers (as for receipts: rawRpcReads.ts says why).

const BALANCE_OF = '0x70a08231'
const DECIMALS = '0x313ce567'
const SYMBOL = '0x95d89b41'
const WORD = /^0x[0-9a-fA-F]{64}/
/** The most decimals a token may have and still be formatted (an ERC-20's decimals are a uint8). */
const MAX_DECIMALS = 255

/** What an ERC-20 contract says about one holder: the balance in base units, its decimals and symbol. */
export type RpcTokenFacts = { value: bigint; decimals: number; symbol: string }

function call(send: RpcSend, token: Address, data: Hex): Promise<unknown> {
  return send('eth_call', [{ to: token, data }, 'latest'])
}

/** The answer of a call as hex data; "0x" (no code at `token`, or no such function) is not a token. */
function answerOf(raw: unknown, token: Address, what: string): string {
  if (typeof raw !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(raw)) {
    throw rpcInvalidAnswerError(`${what} of ${token} is not hex data: ${shownAnswer(raw)}`)
  }
  if (raw === '0x')
    throw rpcInvalidAnswerError(`${token} answered nothing to ${what}: it is not an ERC-20 token contract`)
  return raw
}

function firstWord(raw: unknown, token: Address, what: string): bigint {
  const answer = answerOf(raw, token, what)
  if (!WORD.test(answer)) throw rpcInvalidAnswerError(`${what} of ${token} is not a 32-byte word: ${shownAnswer(raw)}`)
  return BigInt(answer.slice(0, 66))
}

/** symbol() as an ABI string, or as bytes32 (some early tokens), trailing zero bytes dropped. */
function decodeSymbol(raw: unknown, token: Address): string {
  const hex = answerOf(raw, token, 'symbol()').slice(2)
  const bytes =
    hex.length === 64
      ? hex.replace(/(?:00)+$/, '')
      : (() => {
          const offset = Number(BigInt(`0x${hex.slice(0, 64) || '0'}`)) * 2
          const length = Number(BigInt(`0x${hex.slice(offset, offset + 64) || '0'}`)) * 2
          const data = hex.slice(offset + 64, offset + 64 + length)
          if (offset + 64 > hex.length || data.length !== length) {
            throw rpcInvalidAnswerError(`symbol() of ${token} is not an ABI string: ${shownAnswer(raw)}`)
          }
          return data
        })()
  return new TextDecoder().decode(Uint8Array.from(bytes.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)))
}

/**
 * `owner`'s balance of the ERC-20 at `token`, with the token's decimals and symbol, read together at the latest
 * block. An address without a contract (its calls answer "0x"), or answers that do not decode, are
 * `rpc-invalid-answer`; a call that reverts is whatever the adapter makes of a revert.
 */
export async function readRpcTokenBalance(send: RpcSend, token: Address, owner: Address): Promise<RpcTokenFacts> {
  assertAddress(token)
  assertAddress(owner)
  const ownerWord = owner.slice(2).toLowerCase().padStart(64, '0')
  const [balance, decimals, symbol] = await Promise.all([
    call(send, token, `${BALANCE_OF}${ownerWord}`),
    call(send, token, DECIMALS),
    call(send, token, SYMBOL),
  ])
  const places = firstWord(decimals, token, 'decimals()')
  if (places > BigInt(MAX_DECIMALS)) {
    throw rpcInvalidAnswerError(`decimals() of ${token} is out of range: ${shownAnswer(decimals)}`)
  }
  return {
    value: firstWord(balance, token, 'balanceOf()'),
    decimals: Number(places),
    symbol: decodeSymbol(symbol, token),
  }
}
