// EIP-191 signer recovery, fast: the message is hashed by the chosen chain library, the curve work is libsecp256k1's
// compiled to WebAssembly (tiny-secp256k1): 0.4 ms a recovery where the libraries' JavaScript (noble-curves) took
// 2.5 ms on this machine. Plain JavaScript, so a worker thread can load it without the tsx loader.

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

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/

/**
 * Loads the recovery for `library` ('viem' or 'ethers'). The function it answers gives the signer's address
 * (lowercase) of an EIP-191 `message` signed as `signature`, or null: only a 65-byte r || s || v signature is
 * recovered (v 27 or 28, as wallets sign, or the bare recovery id 0 or 1), and r or s out of range recovers none.
 * @returns {Promise<(message: string, signature: string) => string | null>}
 */
export async function loadSignerRecovery(library) {
  const [{ hashMessage, keccak256 }, ecc] = await Promise.all([hashing(library), import('tiny-secp256k1')])
  return (message, signature) => {
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) return null
    const bytes = Buffer.from(signature.slice(2), 'hex')
    const v = bytes[64]
    const recoveryId = v >= 27 ? v - 27 : v
    if (recoveryId !== 0 && recoveryId !== 1) return null
    try {
      const publicKey = ecc.recover(hashMessage(message), bytes.subarray(0, 64), recoveryId, false)
      if (publicKey === null) return null
      return `0x${Buffer.from(keccak256(publicKey.subarray(1)).subarray(12)).toString('hex')}`
    } catch {
      return null
    }
  }
}
