import type { SetupServer } from 'msw/node'
import { rpcHost } from '../../../src/adapters/chainReader/chainReaderErrors'

/** One HTTP POST seen by msw: the host it went to and the JSON-RPC methods in it (a batch has several). */
export type RpcPost = { host: string; methods: string[] }

/** Counts every POST the adapter makes (handled, failing or bypassed), by listening to msw's life-cycle events. */
export function recordRpcPosts(server: SetupServer): { posts(): Promise<RpcPost[]>; clear(): void; stop(): void } {
  let entries: Promise<RpcPost>[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST') entries.push(readPost(request.clone()))
  }
  server.events.on('request:start', listener)
  return {
    posts: () => Promise.all(entries),
    clear: () => {
      entries = []
    },
    stop: () => server.events.removeListener('request:start', listener),
  }
}

async function readPost(request: Request): Promise<RpcPost> {
  const body = JSON.parse(await request.text()) as { method: string } | { method: string }[]
  return { host: rpcHost(request.url), methods: (Array.isArray(body) ? body : [body]).map((call) => call.method) }
}

/** Every JSON-RPC call in a list of posts. */
export function rpcCalls(posts: readonly RpcPost[]): string[] {
  return posts.flatMap((post) => post.methods)
}
