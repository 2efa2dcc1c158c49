// The floor of bench/auth.mjs: a bare Hono handler on @hono/node-server answering GET /api/auth/nonce with a random
// nonce and nothing else (no middleware, no store, no rate limit). What the same client gets from it in the same run
// is what this machine allows at the moment, so the app's figures divided by it tell the code from the machine.
// Started like the real server (a separate process, PORT and HOST from the environment); prints the same ready line.
import { randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.get('/api/auth/nonce', (c) => c.json({ nonce: randomBytes(18).toString('base64url') }))
const host = process.env.HOST ?? '127.0.0.1'
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: host }, (info) => {
  console.log(`Creators Studio on floor (listening on ${host}:${info.port}, bare Hono handler)`)
})
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)))
