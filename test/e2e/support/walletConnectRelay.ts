import { WebSocketServer, type WebSocket } from 'ws'

/** One client of the relay: the page's routed socket or a wallet's real one. */
export type RelayClient = { send(text: string): void }

/** A message held for a topic, as the relay hands it on (`irn_subscription`) or out of its mailbox. */
type Held = { topic: string; message: string; publishedAt: number; attestation?: string; from: RelayClient }

type RelayRequest = { method: string; params?: Record<string, unknown> }

/** The relay's pings: the SDK under Node drops a socket that hears none for its heartbeat's while. */
const PING_EVERY_MS = 5_000

/**
 * WalletConnect's relay, in the test process: the JSON-RPC the sign client speaks (`irn_subscribe`,
 * `irn_batchSubscribe`, `irn_unsubscribe`, `irn_publish`, `irn_batchPublish`, `irn_batchFetchMessages`, and the
 * proposal's and approval's own `wc_proposeSession` and `wc_approveSession`, which subscribe their sender), a mailbox per topic kept for whoever
 * subscribes later, and `irn_subscription` to every other subscriber of a topic. Messages are end-to-end encrypted
 * by the clients: the relay only moves them, as the real one does. It checks no project id and no client JWT.
 */
export class WalletConnectRelay {
  /** Every method the clients called, in order. */
  readonly methods: string[] = []
  private readonly held: Held[] = []
  private readonly subscriptions = new Map<string, { client: RelayClient; topic: string }>()
  private nextId = 1
  private server: WebSocketServer | undefined

  /** Takes a client on: returns what to call with each text frame it sends, and when it goes. */
  attach(client: RelayClient): { receive(text: string): void; detach(): void } {
    return {
      receive: (text) => this.receive(client, text),
      detach: () => {
        for (const [id, subscription] of this.subscriptions) {
          if (subscription.client === client) this.subscriptions.delete(id)
        }
      },
    }
  }

  /** Serves the relay as a WebSocket server on 127.0.0.1 (a free port): its `ws://` URL, for a wallet in Node. */
  async listen(): Promise<string> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
    this.server = server
    server.on('connection', (socket: WebSocket) => {
      const client = this.attach({ send: (text) => socket.send(text) })
      const ping = setInterval(() => socket.ping(), PING_EVERY_MS)
      socket.on('message', (data) => client.receive(String(data)))
      socket.on('close', () => {
        clearInterval(ping)
        client.detach()
      })
    })
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
    const address = server.address()
    if (typeof address !== 'object' || address === null) throw new Error('the relay has no port')
    return `ws://127.0.0.1:${address.port}`
  }

  /** Closes the server and every socket on it. */
  async close(): Promise<void> {
    const server = this.server
    if (!server) return
    for (const socket of server.clients) socket.terminate()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private receive(client: RelayClient, text: string): void {
    const request = JSON.parse(text) as RelayRequest & { result?: unknown; error?: unknown }
    // A client's acknowledgement of a delivered message: nothing to answer.
    if (request.method === undefined) return
    this.methods.push(request.method)
    // The SDK's request ids are 64-bit integers: echoed as written, not through a JavaScript number.
    const id = /"id"\s*:\s*("?\d+"?)/.exec(text)?.[1] ?? 'null'
    const later: (() => void)[] = []
    const result = this.answer(client, request.method, request.params ?? {}, later)
    client.send(`{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
    // A subscriber hears its mailbox once it knows its subscription (the SDK drops messages of a topic it has not
    // subscribed yet).
    for (const deliver of later) deliver()
  }

  private answer(client: RelayClient, method: string, params: Record<string, unknown>, later: (() => void)[]): unknown {
    switch (method) {
      case 'irn_subscribe':
        return this.subscribe(client, String(params.topic), later)
      case 'irn_batchSubscribe':
        return (params.topics as string[]).map((topic) => this.subscribe(client, topic, later))
      case 'irn_unsubscribe':
        // By topic: the client names a subscription the relay made for it (below) by an id of its own.
        for (const [id, subscription] of this.subscriptions) {
          if (subscription.client === client && subscription.topic === params.topic) this.subscriptions.delete(id)
        }
        return true
      case 'irn_batchFetchMessages': {
        const topics = new Set(params.topics as string[])
        const messages = this.held.filter((held) => topics.has(held.topic) && held.from !== client).map(delivered)
        return { messages, hasMore: false }
      }
      case 'irn_publish':
        this.publish(client, params)
        return true
      case 'irn_batchPublish':
        for (const message of params.messages as Record<string, unknown>[]) this.publish(client, message)
        return true
      // The proposal and the approval subscribe their sender too: to the pairing topic, to the session topic (the
      // SDK counts on it and sends no irn_subscribe of its own for them).
      case 'wc_proposeSession':
        this.subscribe(client, String(params.pairingTopic), later)
        this.publish(client, { ...params, topic: params.pairingTopic, message: params.sessionProposal })
        return true
      case 'wc_approveSession':
        this.subscribe(client, String(params.sessionTopic), later)
        this.publish(client, { topic: params.pairingTopic, message: params.sessionProposalResponse })
        this.publish(client, { topic: params.sessionTopic, message: params.sessionSettlementRequest })
        return true
      default:
        return true
    }
  }

  private subscribe(client: RelayClient, topic: string, later: (() => void)[]): string {
    const id = (this.nextId++).toString(16).padStart(64, '0')
    this.subscriptions.set(id, { client, topic })
    const mailbox = this.held.filter((held) => held.topic === topic && held.from !== client)
    later.push(() => {
      for (const held of mailbox) this.deliver(id, client, held)
    })
    return id
  }

  private publish(from: RelayClient, params: Record<string, unknown>): void {
    const held: Held = {
      topic: String(params.topic),
      message: String(params.message),
      publishedAt: Date.now(),
      from,
      ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
    }
    this.held.push(held)
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.topic === held.topic && subscription.client !== from) this.deliver(id, subscription.client, held)
    }
  }

  private deliver(subscriptionId: string, client: RelayClient, held: Held): void {
    const params = { id: subscriptionId, data: delivered(held) }
    client.send(JSON.stringify({ id: this.nextId++, jsonrpc: '2.0', method: 'irn_subscription', params }))
  }
}

function delivered({ topic, message, publishedAt, attestation }: Held) {
  return { topic, message, publishedAt, ...(attestation ? { attestation } : {}) }
}
