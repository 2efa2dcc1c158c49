import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { Address } from '../../domain/shared/hex'
import { MAX_WEBHOOK_ENDPOINTS } from '../../domain/webhooks/webhookUrl'
import type { WebhookDelivery, WebhookEndpoint, WebhooksApi } from '../../ports/webhooksApi'
import { dateFormat } from '../i18n/dateFormat'
import { notifications } from '../i18n/en/notifications'
import { useLocale, useT } from '../i18n/useT'
import { useServices } from '../servicesContext'

/** The data cache's keys of a creator's webhooks and of one endpoint's deliveries. */
const webhooksKey = (creator: Address) => ['creators', creator.toLowerCase(), 'webhooks'] as const
const deliveriesKey = (creator: Address, id: string) => [...webhooksKey(creator), id, 'deliveries'] as const
/** While a delivery is pending, its list is read again this often. */
const PENDING_REFRESH_MS = 1_000

type Api = () => Promise<WebhooksApi>

// Each key written out: the build keeps only the catalogue keys the code names.
const STATUS_KEYS = {
  pending: 'notifications.status.pending',
  succeeded: 'notifications.status.succeeded',
  failed: 'notifications.status.failed',
  skipped: 'notifications.status.skipped',
} as const

function errorKey(err: unknown) {
  const code = (err as { code?: unknown } | null)?.code
  if (code === 'webhook-url-refused' || code === 'invalid-webhook-url') return 'notifications.error.url' as const
  if (code === 'webhook-limit') return 'notifications.error.limit' as const
  return 'notifications.error.other' as const
}

/**
 * "Notifications" (README, "Webhooks"): the signed-in creator's endpoints, each secret shown once when added or
 * rotated, a test event, turning a disabled endpoint back on, deleting, and each endpoint's last deliveries with
 * Redeliver. Read and written through the data cache (TanStack Query); absent without a webhooks API.
 */
export function StudioNotifications({ address }: { address: Address }) {
  const { webhooksApi } = useServices()
  if (!webhooksApi) return null
  return <Notifications api={webhooksApi} address={address} />
}

function Notifications({ api, address }: { api: Api; address: Address }) {
  const t = useT(notifications)
  const client = useQueryClient()
  const [secret, setSecret] = useState<string | null>(null)
  const [url, setUrl] = useState('')
  const endpoints = useQuery({ queryKey: webhooksKey(address), queryFn: async () => (await api()).list(address) })
  const refresh = () => client.invalidateQueries({ queryKey: webhooksKey(address) })
  const add = useMutation({
    mutationFn: async (value: string) => (await api()).add(address, value),
    onSuccess: (endpoint) => {
      setSecret(endpoint.secret)
      setUrl('')
      return refresh()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate(url)
  }
  return (
    <section className="cs-card cs-studio-notifications" aria-labelledby="studio-notifications-title">
      <h2 id="studio-notifications-title">{t('notifications.title')}</h2>
      <p className="cs-hint">{t('notifications.intro')}</p>
      {secret && (
        <div className="cs-field" role="status">
          <p>{t('notifications.secretOnce')}</p>
          <p>
            <code dir="ltr" translate="no" data-testid="webhook-secret">
              {secret}
            </code>
          </p>
          <button type="button" className="cs-button cs-button-small" onClick={() => setSecret(null)}>
            {t('notifications.secretDone')}
          </button>
        </div>
      )}
      {endpoints.status === 'pending' && <p role="status">{t('notifications.loading')}</p>}
      {endpoints.status === 'error' && (
        <p role="alert">
          {t('notifications.loadFailed')}{' '}
          <button type="button" className="cs-button cs-button-small" onClick={() => void endpoints.refetch()}>
            {t('notifications.retry')}
          </button>
        </p>
      )}
      {endpoints.data?.map((endpoint) => (
        <Endpoint key={endpoint.id} api={api} address={address} endpoint={endpoint} onSecret={setSecret} />
      ))}
      <form onSubmit={submit}>
        <div className="cs-field">
          <label htmlFor="studio-webhook-url">{t('notifications.url')}</label>
          <input
            id="studio-webhook-url"
            className="cs-input"
            type="url"
            dir="ltr"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-describedby="studio-webhook-url-hint"
            aria-invalid={add.isError || undefined}
          />
          <p id="studio-webhook-url-hint" className="cs-hint">
            {t('notifications.urlHint', { count: MAX_WEBHOOK_ENDPOINTS })}
          </p>
          {add.isError && <p role="alert">{t(errorKey(add.error))}</p>}
        </div>
        <button type="submit" className="cs-button" disabled={add.isPending}>
          {t('notifications.add')}
        </button>
      </form>
    </section>
  )
}

function Endpoint({
  api,
  address,
  endpoint,
  onSecret,
}: {
  api: Api
  address: Address
  endpoint: WebhookEndpoint
  onSecret(secret: string): void
}) {
  const t = useT(notifications)
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: webhooksKey(address) })
  const act = useMutation({
    mutationFn: async (action: 'test' | 'rotate' | 'on' | 'delete') => {
      const webhooks = await api()
      if (action === 'test') return webhooks.sendTest(address, endpoint.id)
      if (action === 'rotate') return onSecret((await webhooks.rotate(address, endpoint.id)).secret)
      if (action === 'on') return void (await webhooks.setEnabled(address, endpoint.id, true))
      return webhooks.remove(address, endpoint.id)
    },
    onSettled: refresh,
  })
  const off =
    endpoint.disabledReason === 'gone'
      ? t('notifications.offGone')
      : endpoint.disabledReason === 'failing'
        ? t('notifications.offFailing')
        : t('notifications.off')
  return (
    <article className="cs-studio-webhook" aria-label={endpoint.url}>
      <h3 dir="ltr" translate="no" className="cs-break">
        {endpoint.url}
      </h3>
      {!endpoint.enabled && <p>{off}</p>}
      <p className="cs-actions">
        {endpoint.enabled ? (
          <ActionButton onClick={() => act.mutate('test')} busy={act.isPending} label={t('notifications.sendTest')} />
        ) : (
          <ActionButton onClick={() => act.mutate('on')} busy={act.isPending} label={t('notifications.turnOn')} />
        )}{' '}
        <ActionButton onClick={() => act.mutate('rotate')} busy={act.isPending} label={t('notifications.rotate')} />{' '}
        <ActionButton onClick={() => act.mutate('delete')} busy={act.isPending} label={t('notifications.delete')} />
      </p>
      {act.isError && <p role="alert">{t('notifications.error.other')}</p>}
      <Deliveries api={api} address={address} endpointId={endpoint.id} />
    </article>
  )
}

function ActionButton({ onClick, busy, label }: { onClick(): void; busy: boolean; label: string }) {
  return (
    <button type="button" className="cs-button cs-button-small" onClick={onClick} disabled={busy}>
      {label}
    </button>
  )
}

function Deliveries({ api, address, endpointId }: { api: Api; address: Address; endpointId: string }) {
  const t = useT(notifications)
  const { locale } = useLocale()
  const client = useQueryClient()
  const deliveries = useQuery({
    queryKey: deliveriesKey(address, endpointId),
    queryFn: async () => (await api()).deliveries(address, endpointId),
    refetchInterval: (query) =>
      (query.state.data as readonly WebhookDelivery[] | undefined)?.some((d) => d.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  })
  const redeliver = useMutation({
    mutationFn: async (deliveryId: string) => (await api()).redeliver(address, endpointId, deliveryId),
    onSettled: () => client.invalidateQueries({ queryKey: deliveriesKey(address, endpointId) }),
  })
  const time = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' })
  const items = deliveries.data ?? []
  return (
    <>
      <h4>{t('notifications.deliveries')}</h4>
      {deliveries.status === 'success' && items.length === 0 && <p>{t('notifications.noDeliveries')}</p>}
      {items.length > 0 && (
        <ul className="cs-studio-deliveries" data-testid="webhook-deliveries">
          {items.map((d) => (
            <li key={d.id}>
              <code translate="no">{d.eventType}</code> <span>{t(STATUS_KEYS[d.status])}</span>
              {d.responseCode !== null && <span> · {t('notifications.response', { code: d.responseCode })}</span>}
              {d.lastAttemptAt !== null && (
                <span>
                  {' · '}
                  <time dateTime={new Date(d.lastAttemptAt).toISOString()}>{time.format(d.lastAttemptAt)}</time>
                </span>
              )}{' '}
              <ActionButton
                onClick={() => redeliver.mutate(d.id)}
                busy={redeliver.isPending}
                label={t('notifications.redeliver')}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
