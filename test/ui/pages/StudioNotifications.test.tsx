import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
// Before @testing-library and React: this file starts a server, anvil and a receiver, so it runs in node.
import '../../support/installJsdom'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { HttpWebhooksApi } from '../../../src/adapters/http/httpWebhooksApi'
import { consoleTelemetry } from '../../../src/adapters/server/consoleTelemetry'
import type { WebhookWorker } from '../../../src/adapters/server/webhooks/webhookWorker'
import { startWebhookDelivery } from '../../../src/app/server/startWebhookDelivery'
import { MAX_WEBHOOK_ENDPOINTS } from '../../../src/domain/webhooks/webhookUrl'
import { notifications } from '../../../src/ui/i18n/en/notifications'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import { StudioNotifications } from '../../../src/ui/pages/StudioNotifications'
import { type Anvil, startAnvil } from '../../support/anvil'
import {
  CREATORS_CHAIN_ID,
  CREATORS_ORIGIN,
  type ServedCreatorsApi,
  serveCreatorsApi,
} from '../../support/creatorsServer'
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../../support/webhookReceiver'
import { createPagesHarness, disposePages, germanLocale, renderAt } from './pagesHarness'

// The section against the webhooks API as npm start serves it, its outbox sent by a real delivery worker to a real
// receiver on 127.0.0.1 (so WEBHOOKS_ALLOW_PRIVATE=on). Every word asserted is the catalogue's.
/** A message of a catalogue as the section shows it, `{name}` replaced by `params`. */
function message(catalogue: Record<string, unknown>, key: string, params: Record<string, string | number> = {}) {
  const text = catalogue[key]
  if (typeof text !== 'string') throw new Error(`${key} is not a plain message`)
  return Object.entries(params).reduce((shown, [name, value]) => shown.replace(`{${name}}`, String(value)), text)
}
const en = (key: keyof typeof notifications, params?: Record<string, string | number>) =>
  message(notifications, key, params)
const de = (key: keyof typeof notifications) => message(dePages, key)

let anvil: Anvil
let server: ServedCreatorsApi
let worker: WebhookWorker | undefined
const receivers: WebhookReceiver[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CREATORS_CHAIN_ID })
  server = await serveCreatorsApi({ kind: 'memory' }, anvil.url, { env: { WEBHOOKS_ALLOW_PRIVATE: 'on' } })
}, 60_000)
afterEach(async () => {
  cleanup()
  disposePages()
  await worker?.stop()
  worker = undefined
  await Promise.all(receivers.splice(0).map((r) => r.close()))
})
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

/** Starts sending the outbox: one attempt per delivery (no retries), so a refused one fails at once. */
function startSending(): void {
  worker = startWebhookDelivery({
    config: { appOrigin: CREATORS_ORIGIN, webhooks: { allowPrivate: true, retryScheduleMs: [] } },
    stores: server.stores,
    telemetry: consoleTelemetry,
    log: { warn: () => {}, error: (message: string) => console.error(message) },
    pollMs: 25,
  })
}

async function receiver(): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver()
  receivers.push(r)
  return r
}

/** The section for a fresh creator signed in on the real server, in English or German. */
async function openNotifications({ german = false } = {}) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const h = createPagesHarness()
  const tab = await server.signedIn(owner)
  h.services.webhooksApi = async () => new HttpWebhooksApi({ baseUrl: server.url, fetch: tab })
  if (german) h.services.locale = germanLocale()
  renderAt('/studio', <StudioNotifications address={owner.address} />, h.services)
  const region = await screen.findByRole('region', {
    name: german ? de('notifications.title') : en('notifications.title'),
  })
  return { region: within(region), user: userEvent.setup() }
}

type Section = Awaited<ReturnType<typeof openNotifications>>

/** Adds `url` and answers the secret the section shows once; "Done" puts it away. */
async function addEndpoint({ region, user }: Section, url: string): Promise<string> {
  await user.type(region.getByLabelText(en('notifications.url')), url)
  await user.click(region.getByRole('button', { name: en('notifications.add') }))
  const secret = (await region.findByTestId('webhook-secret')).textContent ?? ''
  await user.click(region.getByRole('button', { name: en('notifications.secretDone') }))
  await waitFor(() => expect(region.queryByTestId('webhook-secret')).toBeNull())
  return secret
}

describe('StudioNotifications', () => {
  test('default: no endpoint yet: the address field with its hint and the Add endpoint button', async () => {
    const { region } = await openNotifications()
    const field = region.getByLabelText(en('notifications.url'))
    expect(field.getAttribute('type')).toBe('url')
    expect(region.getByText(en('notifications.urlHint', { count: MAX_WEBHOOK_ENDPOINTS }))).toBeTruthy()
    expect(region.getByRole('button', { name: en('notifications.add') })).toBeTruthy()
    expect(region.queryAllByRole('article')).toEqual([])
  })

  test('behavior: an endpoint added shows its whsec_ secret once, then is listed with nothing sent yet', async () => {
    const section = await openNotifications()
    const { url } = await receiver()
    expect(await addEndpoint(section, url)).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/)
    const endpoint = within(await section.region.findByRole('article', { name: url }))
    expect(await endpoint.findByText(en('notifications.noDeliveries'))).toBeTruthy()
    expect((section.region.getByLabelText(en('notifications.url')) as HTMLInputElement).value).toBe('')
  })

  test('behavior: an address the server refuses shows why next to the field; nothing is added', async () => {
    const { region, user } = await openNotifications()
    const field = region.getByLabelText(en('notifications.url'))
    for (const refused of ['ftp://hooks.example/in', 'https://user:secret@hooks.example/in']) {
      await user.clear(field)
      await user.type(field, refused)
      await user.click(region.getByRole('button', { name: en('notifications.add') }))
      expect((await region.findByRole('alert')).textContent).toBe(en('notifications.error.url'))
      expect(field.getAttribute('aria-invalid')).toBe('true')
    }
    expect(region.queryAllByRole('article')).toEqual([])
    expect(region.queryByTestId('webhook-secret')).toBeNull()
  })

  test('behavior: Send test is Pending until sent, then Delivered with the receiver’s code, signed with the secret', async () => {
    const section = await openNotifications()
    const hook = await receiver()
    const secret = await addEndpoint(section, hook.url)
    const endpoint = within(await section.region.findByRole('article', { name: hook.url }))
    await section.user.click(endpoint.getByRole('button', { name: en('notifications.sendTest') }))
    const deliveries = await endpoint.findByTestId('webhook-deliveries')
    await waitFor(() => expect(deliveries.textContent).toContain(en('notifications.status.pending')))
    expect(deliveries.textContent).toContain('webhook.test')
    expect(hook.received).toEqual([])

    startSending()
    await waitFor(() => expect(deliveries.textContent).toContain(en('notifications.status.succeeded')), {
      timeout: 15_000,
    })
    expect(deliveries.textContent).toContain(en('notifications.response', { code: 200 }))
    expect(within(deliveries).getByRole('button', { name: en('notifications.redeliver') })).toBeTruthy()
    expect(deliveries.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    const [got] = await hook.waitFor(1)
    expect(verifyWebhook(secret, got!)).toMatchObject({ type: 'webhook.test', data: { test: true } })
  })

  test('behavior: a receiver answering 500 shows the test Failed with Response 500', async () => {
    startSending()
    const section = await openNotifications()
    const hook = await receiver()
    hook.answer(() => ({ status: 500 }))
    await addEndpoint(section, hook.url)
    const endpoint = within(await section.region.findByRole('article', { name: hook.url }))
    await section.user.click(endpoint.getByRole('button', { name: en('notifications.sendTest') }))
    const deliveries = await endpoint.findByTestId('webhook-deliveries')
    await waitFor(() => expect(deliveries.textContent).toContain(en('notifications.status.failed')), {
      timeout: 15_000,
    })
    expect(deliveries.textContent).toContain(en('notifications.response', { code: 500 }))
    expect(deliveries.textContent).not.toContain(en('notifications.status.succeeded'))
  })

  test('behavior: Rotate secret shows a new secret once; the next test verifies with it', async () => {
    startSending()
    const section = await openNotifications()
    const hook = await receiver()
    const first = await addEndpoint(section, hook.url)
    const endpoint = within(await section.region.findByRole('article', { name: hook.url }))
    await section.user.click(endpoint.getByRole('button', { name: en('notifications.rotate') }))
    const rotated = (await section.region.findByTestId('webhook-secret')).textContent ?? ''
    expect(rotated).toMatch(/^whsec_/)
    expect(rotated).not.toBe(first)
    expect(section.region.getByText(en('notifications.secretOnce'))).toBeTruthy()
    await section.user.click(section.region.getByRole('button', { name: en('notifications.secretDone') }))
    await waitFor(() => expect(section.region.queryByTestId('webhook-secret')).toBeNull())

    await section.user.click(endpoint.getByRole('button', { name: en('notifications.sendTest') }))
    const [got] = await hook.waitFor(1)
    expect(verifyWebhook(rotated, got!)).toMatchObject({ type: 'webhook.test' })
  })

  test('behavior: Delete removes that endpoint, read again from the server; the other stays', async () => {
    const section = await openNotifications()
    const kept = await receiver()
    const removed = await receiver()
    await addEndpoint(section, kept.url)
    await addEndpoint(section, removed.url)
    const endpoint = within(await section.region.findByRole('article', { name: removed.url }))
    await section.user.click(endpoint.getByRole('button', { name: en('notifications.delete') }))
    await waitFor(() => expect(section.region.queryByRole('article', { name: removed.url })).toBeNull())
    expect(section.region.getByRole('article', { name: kept.url })).toBeTruthy()
  })

  test('behavior: the words follow the chosen language (German)', async () => {
    const { region, user } = await openNotifications({ german: true })
    expect(region.getByRole('button', { name: de('notifications.add') })).toBeTruthy()
    const field = region.getByLabelText(de('notifications.url'))
    await user.type(field, 'ftp://hooks.example/in')
    await user.click(region.getByRole('button', { name: de('notifications.add') }))
    expect((await region.findByRole('alert')).textContent).toBe(de('notifications.error.url'))
  })
})
