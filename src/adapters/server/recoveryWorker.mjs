// A worker thread of recoveryWorkers.ts: recovers the EIP-191 signer of { id, message, signature } with
// recoverSigner.mjs for the chosen chain library (workerData.library) and answers { id, signer } (the address,
// lowercase, or null when the signature recovers none). Plain JavaScript: a worker thread starts without the tsx
// loader its parent runs under.
import { parentPort, workerData } from 'node:worker_threads'
import { loadSignerRecovery } from './recoverSigner.mjs'

const recover = await loadSignerRecovery(workerData?.library)
parentPort?.on('message', ({ id, message, signature }) => {
  parentPort?.postMessage({ id, signer: recover(message, signature) })
})
parentPort?.postMessage({ ready: true })
