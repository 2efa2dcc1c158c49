import { startWebhookReceiver, verifyWebhook } from '../support/webhookReceiver'
import { expectNoAxeViolations } from './support/axe'
import { expect, SIWE, test } from './support/fixtures'
import { connectAndSignIn } from './support/flows'

test.skip(!SIWE, 'the studio needs sign-in')

test.describe('studio notifications', () => {
  test('behavior: the creator adds an endpoint (a local receiver), presses Send test and sees it delivered; axe finds nothing', async ({
    page,
    wallet,
  }) => {
    const receiver = await startWebhookReceiver()
    try {
      await page.goto('/studio')
      await connectAndSignIn(page, wallet)
      const region = page.getByRole('region', { name: 'Notifications' })
      await region.getByLabel('Endpoint URL').fill(receiver.url)
      await region.getByRole('button', { name: 'Add endpoint' }).click()
      const secret = (await region.getByTestId('webhook-secret').textContent()) ?? ''
      expect(secret).toMatch(/^whsec_/)
      await expectNoAxeViolations(page, '.cs-studio-notifications')
      await region.getByRole('button', { name: 'Done' }).click()
      await expect(region.getByTestId('webhook-secret')).toHaveCount(0)

      const endpoint = region.getByRole('article', { name: receiver.url })
      await expect(endpoint.getByText('Nothing sent yet.')).toBeVisible()
      await endpoint.getByRole('button', { name: 'Send test' }).click()
      const deliveries = endpoint.getByTestId('webhook-deliveries')
      await expect(deliveries).toContainText('Delivered')
      await expect(deliveries).toContainText('Response 200')
      await expect(deliveries.getByRole('button', { name: 'Redeliver' })).toBeVisible()
      const [got] = await receiver.waitFor(1)
      expect(verifyWebhook(secret, got!)).toMatchObject({ type: 'webhook.test' })
      await expectNoAxeViolations(page, '.cs-studio-notifications')
    } finally {
      await receiver.close()
    }
  })
})
