import { describe, expect, test } from 'vitest'
import { mapWalletError } from '../../../src/adapters/eip1193/mapWalletError'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { sendSupport, type SendSupportDeps } from '../../../src/domain/support/sendSupport'
import type { NewTransaction } from '../../../src/domain/transactions/validateTransaction'

const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH: Hash = `0x${'12'.repeat(32)}`
const PAYMENT = {
  from: FROM,
  to: TO,
  chainId: 1,
  value: 5n,
  description: 'Support 0.000000000000000005 ETH to 0x70…79C8',
}

/** A wallet that answers with a hash or fails as told, and a log that records what was added. */
function fakes(mode: 'approve' | 'reject' | 'fail' | 'odd') {
  const added: Array<{ address: Address; chainId: number; tx: NewTransaction }> = []
  const sent: unknown[] = []
  const deps: SendSupportDeps = {
    send: async (args) => {
      sent.push(args)
      if (mode === 'reject') throw mapWalletError({ code: 4001, message: 'User rejected the request.' }, 'send')
      if (mode === 'fail') throw mapWalletError(new Error('insufficient funds for gas'), 'send')
      if (mode === 'odd') throw 'a string'
      return HASH
    },
    transactions: { add: (address, chainId, tx) => void added.push({ address, chainId, tx }) },
  }
  return { deps, added, sent }
}

describe('sendSupport', () => {
  test("parameters: data: a token's transfer call is sent with its call data to the contract", async () => {
    const { deps, added, sent } = fakes('approve')
    const data = '0xa9059cbb00' as const
    expect(await sendSupport(deps, { ...PAYMENT, value: 0n, data })).toEqual({ type: 'sent', hash: HASH })
    expect(sent).toEqual([{ from: FROM, to: TO, value: 0n, data, chainId: 1 }])
    expect(added).toHaveLength(1)
  })

  test('default: sends from the sender on the chain and registers the hash with the description', async () => {
    const { deps, added, sent } = fakes('approve')
    expect(await sendSupport(deps, PAYMENT)).toEqual({ type: 'sent', hash: HASH })
    expect(sent).toEqual([{ from: FROM, to: TO, value: 5n, chainId: 1 }])
    expect(added).toEqual([{ address: FROM, chainId: 1, tx: { hash: HASH, description: PAYMENT.description } }])
  })

  test('behavior: a refusal in the wallet is "sendRejected" and registers nothing', async () => {
    const { deps, added } = fakes('reject')
    expect(await sendSupport(deps, PAYMENT)).toEqual({ type: 'sendRejected' })
    expect(added).toEqual([])
  })

  test('behavior: another failure carries its code, never its text; something odd is "unknown"', async () => {
    const { deps, added } = fakes('fail')
    expect(await sendSupport(deps, PAYMENT)).toEqual({ type: 'sendFailed', error: { code: 'send-failed' } })
    expect(added).toEqual([])
    expect(await sendSupport(fakes('odd').deps, PAYMENT)).toEqual({ type: 'sendFailed', error: { code: 'unknown' } })
  })
})
