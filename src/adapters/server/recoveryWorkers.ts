import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { Address, Hex } from '../../domain/shared/hex'
import type { SignatureVerifier } from '../../ports/signatureVerifier'
import { isSignatureBytes } from '../verifier/signatureVerifierOptions'

/** Parameters of {@link withRecoveryWorkers}. */
export type RecoveryWorkersParameters = {
  /** The chain library whose EIP-191 hashing the workers use: the one `verifier` is built on. */
  library: 'viem' | 'ethers'
  /** Worker threads; one fewer than the cores by default (at least one). 0 turns them off. */
  workers?: number | undefined
}

type Pending = { resolve: (signer: string | undefined) => void }
type Thread = { worker: Worker; pending: Map<number, Pending>; alive: boolean; started: Promise<void> }

/**
 * `verifier`, with the EIP-191 signer recovery it starts with run on worker threads, by libsecp256k1 compiled to
 * WebAssembly (recoverSigner.mjs): recovery in the chain libraries' JavaScript was most of a sign-in's CPU (about
 * 2.5 ms; bench/auth.mjs --cpu-prof), libsecp256k1 takes 0.4 ms, and the threads keep even that off the thread that
 * answers requests, on the host's other cores. A signature the workers
 * recover to `address` answers true (what `verifier` answers when its own recovery finds `address`); any other
 * answer, a worker that fails or is still loading, all go to `verifier`, so every answer is one `verifier` gives.
 * The threads do not keep the process alive; `ready()` settles once they have loaded, `close()` ends them.
 * @example const verifier = withRecoveryWorkers(new ViemSignatureVerifier(options), { library: 'viem' })
 */
export function withRecoveryWorkers(
  verifier: SignatureVerifier,
  { library, workers = Math.max(1, availableParallelism() - 1) }: RecoveryWorkersParameters,
): SignatureVerifier & { ready(): Promise<void>; close(): Promise<void> } {
  const threads: Thread[] = []
  let nextId = 0
  let turn = 0
  for (let i = 0; i < workers; i++) threads.push(startThread(library))

  function recover(message: string, signature: Hex): Promise<string | undefined> {
    const ready = threads.filter((t) => t.alive)
    if (ready.length === 0) return Promise.resolve(undefined)
    const thread = ready[turn++ % ready.length] as Thread
    const id = nextId++
    return new Promise((resolve) => {
      thread.pending.set(id, { resolve })
      thread.worker.postMessage({ id, message, signature })
    })
  }

  return {
    async verify(request: { address: Address; message: string; signature: Hex; chainId: number }): Promise<boolean> {
      if (isSignatureBytes(request.signature)) {
        const signer = await recover(request.message, request.signature)
        if (signer !== undefined && signer.toLowerCase() === request.address.toLowerCase()) return true
      }
      return verifier.verify(request)
    },
    /** Settles once every thread has loaded its library (or failed to: its requests then go to `verifier`). */
    async ready() {
      await Promise.all(threads.map((t) => t.started))
    },
    async close() {
      await Promise.all(threads.map((t) => stop(t)))
    },
  }
}

function startThread(library: 'viem' | 'ethers'): Thread {
  const worker = new Worker(new URL('./recoveryWorker.mjs', import.meta.url), { workerData: { library } })
  let started = () => {}
  const thread: Thread = {
    worker,
    pending: new Map(),
    alive: false,
    started: new Promise<void>((resolve) => {
      started = resolve
    }),
  }
  worker.unref()
  worker.on('message', (answer: { ready?: true; id?: number; signer?: string | null }) => {
    if (answer.ready) {
      thread.alive = true
      started()
      return
    }
    const pending = thread.pending.get(answer.id as number)
    thread.pending.delete(answer.id as number)
    pending?.resolve(answer.signer ?? undefined)
  })
  const fail = () => {
    thread.alive = false
    started()
    for (const pending of thread.pending.values()) pending.resolve(undefined)
    thread.pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', fail)
  return thread
}

async function stop(thread: Thread): Promise<void> {
  thread.alive = false
  await thread.worker.terminate()
}
