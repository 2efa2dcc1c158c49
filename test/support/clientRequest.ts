import { Agent, request } from 'node:http'

/** An answer read whole: its status and body. */
export type ClientAnswer = { status: number; body: string }

const agents = new Map<string, Agent>()

/**
 * A client on its own loopback address (127.0.0.2, 127.0.0.3, ...: Linux routes all of 127.0.0.0/8 to lo): requests
 * leave from `localAddress` over kept-alive connections of their own, so a server counts them as one distinct client.
 * @example await fromAddress('127.0.0.2')(`${server.url}/api/auth/nonce`)
 */
export function fromAddress(localAddress: string) {
  let agent = agents.get(localAddress)
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress })
    agents.set(localAddress, agent)
  }
  const via = agent
  return (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<ClientAnswer> =>
    new Promise((resolve, reject) => {
      const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: via }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(init.body)
    })
}

/** Closes every kept-alive connection the clients opened: for afterAll. */
export function closeClientAgents(): void {
  for (const agent of agents.values()) agent.destroy()
  agents.clear()
}
