import fc from 'fast-check'
import { numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'
import { withRecoveryWorkers } from '../../../src/adapters/server/recoveryWorkers'
import type { Address, Hex } from '../../../src/domain/shared/hex'
import type { SignatureVerifier } from '../../../src/ports/signatureVerifier'

const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address

/** A verifier that records what reaches it and answers `answer`. */
function recordingVerifier(answer: boolean): SignatureVerifier & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    async verify({ address }) {
      asked.push(address)
      return answer
    },
  }
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

describe.each(['viem', 'ethers'] as const)('withRecoveryWorkers (%s)', (library) => {
  function wrap(inner: SignatureVerifier, workers?: number) {
    const verifier = withRecoveryWorkers(inner, { library, workers })
    closers.push(() => verifier.close())
    return verifier
  }

  test('default: a signature that recovers the address answers true without asking the verifier', async () => {
    const message = 'Sign in, nonce 1'
    const signature = await signer.signMessage({ message })
    const inner = recordingVerifier(false)
    const verifier = wrap(inner)
    await verifier.ready()
    expect(await verifier.verify({ address: signer.address, message, signature, chainId: 1 })).toBe(true)
    expect(inner.asked).toEqual([])
  })

  test('behavior: another address, a bad signature, bytes that are no signature all go to the verifier', async () => {
    const message = 'Sign in, nonce 2'
    const signature = await signer.signMessage({ message })
    const inner = recordingVerifier(false)
    const verifier = wrap(inner)
    await verifier.ready()
    const requests: { address: Address; signature: Hex }[] = [
      { address: other, signature },
      { address: signer.address, signature: `${signature.slice(0, -2)}1f` as Hex },
      { address: signer.address, signature: '0x1234' },
      { address: signer.address, signature: 'nothing' as Hex },
    ]
    for (const request of requests) expect(await verifier.verify({ ...request, message, chainId: 1 })).toBe(false)
    expect(inner.asked).toEqual(requests.map((r) => r.address))
  })

  test('property: any key and message recover to the signer (v as 27/28 or 0/1); a changed signature does not', async () => {
    const inner = recordingVerifier(false)
    const verifier = wrap(inner)
    await verifier.ready()
    const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: curveOrder - 1n }),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.boolean(),
        fc.integer({ min: 2, max: 129 }),
        async (key, message, bareRecoveryId, flipped) => {
          const account = privateKeyToAccount(numberToHex(key, { size: 32 }))
          let signature = await account.signMessage({ message })
          if (bareRecoveryId)
            signature =
              `${signature.slice(0, -2)}${(Number.parseInt(signature.slice(-2), 16) - 27).toString(16).padStart(2, '0')}` as Hex
          inner.asked.length = 0
          expect(await verifier.verify({ address: account.address, message, signature, chainId: 1 })).toBe(true)
          expect(inner.asked).toEqual([])
          // One hex digit of r or s changed: another signer, or none; either way the verifier decides.
          const digit = signature[flipped] === '0' ? '1' : '0'
          const changed = `${signature.slice(0, flipped)}${digit}${signature.slice(flipped + 1)}` as Hex
          expect(await verifier.verify({ address: account.address, message, signature: changed, chainId: 1 })).toBe(
            false,
          )
          expect(inner.asked).toEqual([account.address])
        },
      ),
      { numRuns: 40 },
    )
  })

  test('parameters: workers 0 hands every request to the verifier', async () => {
    const message = 'Sign in, nonce 3'
    const signature = await signer.signMessage({ message })
    const inner = recordingVerifier(true)
    const verifier = wrap(inner, 0)
    expect(await verifier.verify({ address: signer.address, message, signature, chainId: 1 })).toBe(true)
    expect(inner.asked).toEqual([signer.address])
  })
})
