// A worker thread of recoveryWorkers.ts: recovers the EIP-191 signer of { id, message, signature } and answers
// { id, signer } (the address, lowercase, or null when the signature recovers none). The message is hashed by the
// chosen chain library (workerData.library); the curve work is libsecp256k1's, compiled to WebAssembly
// (tiny-secp256k1): 0.4 ms a recovery where the libraries' JavaScript (noble-curves) took 2.5 ms on this machine.
// Only a 65-byte r || s || v signature is recovered here; anything else answers null and goes to the verifier,
// which refuses it or checks a contract account. Plain JavaScript: a worker thread starts without the tsx loader its
// parent runs under.
import { parentPort, workerData } from 'node:worker_threads'

/** @returns {Promise<{ hashMessage: (message: string) => Uint8Array, keccak256: (bytes: Uint8Array) => Uint8Array }>} */
async function hashing(library) {
  if (library === 'ethers') {
    const { getBytes, hashMessage, keccak256 } = await import('ethers')
    return {
      hashMessage: (message) => getBytes(hashMessage(message)),
      keccak256: (bytes) => getBytes(keccak256(bytes)),
    }
  }
  const { hashMessage, keccak256 } = await import('viem')
  return { hashMessage: (message) => hashMessage(message, 'bytes'), keccak256: (bytes) => keccak256(bytes, 'bytes') }
}

const [{ hashMessage, keccak256 }, ecc] = await Promise.all([hashing(workerData?.library), import('tiny-secp256k1')])

/** The signer's address of an EIP-191 `message` signed as `signature` (0x-hex, 65 bytes), or null. */
function recover(message, signature) {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return null
  const bytes = Buffer.from(signature.slice(2), 'hex')
  const v = bytes[64]
  // v is 27 or 28 (27 + the recovery id), as wallets sign, or the bare recovery id 0 or 1.
  const recoveryId = v >= 27 ? v - 27 : v
  if (recoveryId !== 0 && recoveryId !== 1) return null
  const publicKey = ecc.recover(hashMessage(message), bytes.subarray(0, 64), recoveryId, false)
  if (publicKey === null) return null
  return `0x${Buffer.from(keccak256(publicKey.subarray(1)).subarray(12)).toString('hex')}`
}

parentPort?.on('message', ({ id, message, signature }) => {
  let signer = null
  try {
    signer = recover(message, signature)
  } catch {
    // r or s out of range: no signer.
  }
  parentPort?.postMessage({ id, signer })
})
parentPort?.postMessage({ ready: true })
