// A worker thread of recoveryWorkers.ts: recovers the EIP-191 signer of { id, message, signature } with the chosen
// chain library (workerData.library), the same call its SignatureVerifier makes first, and answers { id, signer }
// (the address, or null when the signature recovers none). Plain JavaScript: a worker thread starts without the tsx
// loader its parent runs under.
import { parentPort, workerData } from 'node:worker_threads'

/** @returns {Promise<(message: string, signature: string) => Promise<string>>} */
async function recoverer(library) {
  if (library === 'ethers') {
    const { verifyMessage } = await import('ethers')
    return async (message, signature) => verifyMessage(message, signature)
  }
  const { recoverMessageAddress } = await import('viem')
  return (message, signature) => recoverMessageAddress({ message, signature })
}

const recover = await recoverer(workerData?.library)
parentPort?.on('message', async ({ id, message, signature }) => {
  let signer = null
  try {
    signer = await recover(message, signature)
  } catch {
    // No signer: the caller asks its verifier, which refuses it or checks a contract account.
  }
  parentPort?.postMessage({ id, signer })
})
parentPort?.postMessage({ ready: true })
