import { randomBytes } from 'node:crypto'
import { mnemonicToAccount } from 'viem/accounts'
import { startWebhookReceiver, verifyWebhook } from '../support/webhookReceiver'
import { expectNoAxeViolations } from './support/axe'
import { plainProfile, signedInTab } from './support/creatorsApiRpc'
import { expect, SIWE, test } from './support/fixtures'
import { E2E_ORIGIN, E2E_USDC } from './support/ports'
import { claimRequests, payUsdcFromWalletApp, studioAs } from './support/walletApp'

// anvil's mnemonic accounts no other spec uses: a creator, and a supporter who pays from a wallet app.
const MNEMONIC = 'test test test test test test test test test test test junk'
const CREATOR = mnemonicToAccount(MNEMONIC, { addressIndex: 19 })
const PAYER = mnemonicToAccount(MNEMONIC, { addressIndex: 20 })
const PROFILE = plainProfile('Radia', 'Spanning trees and other networks.')
const FIVE_USDC = 5_000_000n

test.skip(!SIWE, 'webhooks belong to a signed-in creator')

test.describe('a support reaches the creator’s webhook', () => {
  test('behavior: the creator adds a local receiver in the Studio; a supporter’s 5 USDC reaches it as support.created, signed with the secret the Studio showed', async ({
    browser,
  }) => {
    // Two browser contexts, a sign-in, a payment found by the indexer and axe: close to the default on a loaded machine.
    test.setTimeout(120_000)
    const receiver = await startWebhookReceiver()
    await (await signedInTab(CREATOR)).putProfile(PROFILE)
    const { context, studio, requests } = await studioAs(browser, CREATOR)
    try {
      const region = studio.getByRole('region', { name: 'Notifications' })
      await region.getByLabel('Endpoint URL').fill(receiver.url)
      await region.getByRole('button', { name: 'Add endpoint' }).click()
      const secret = (await region.getByTestId('webhook-secret').textContent()) ?? ''
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/)
      await expectNoAxeViolations(studio, '.cs-studio-notifications')
      await region.getByRole('button', { name: 'Done' }).click()
      const endpoint = region.getByRole('article', { name: receiver.url })
      await expect(endpoint.getByText('Nothing sent yet.')).toBeVisible()

      const txHash = await payUsdcFromWalletApp(PAYER, CREATOR.address, FIVE_USDC)
      const [created] = await receiver.waitFor(1, (r) => r.type === 'support.created', 30_000)
      if (!created) throw new Error('no support.created')
      expect(verifyWebhook(secret, created)).toEqual({
        type: 'support.created',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        data: expect.objectContaining({
          chainId: 1,
          txHash,
          from: PAYER.address,
          asset: { symbol: 'USDC', decimals: 6, address: E2E_USDC },
          amount: String(FIVE_USDC),
          note: null,
          receiptUrl: `${E2E_ORIGIN}/creators/${CREATOR.address}/supports/1/${txHash}`,
        }),
      })
      expect(created.id).toMatch(/^msg_/)
      // Another secret does not verify it: the signature is the endpoint's own.
      const other = `whsec_${randomBytes(24).toString('base64')}`
      expect(() => verifyWebhook(other, created)).toThrow()
      // Nothing else arrived for that one payment.
      expect(receiver.received.map((r) => r.type)).toEqual(['support.created'])

      // The creator's next action reads the deliveries again: the support's is listed, delivered, beside the test.
      await endpoint.getByRole('button', { name: 'Send test' }).click()
      const deliveries = endpoint.getByTestId('webhook-deliveries').getByRole('listitem')
      await expect(deliveries.filter({ hasText: 'support.created' })).toContainText('Delivered · Response 200')
      await expect(deliveries.filter({ hasText: 'webhook.test' })).toContainText('Delivered · Response 200')
      await expectNoAxeViolations(studio, '.cs-studio-notifications')
      await receiver.waitFor(1, (r) => r.type === 'webhook.test', 30_000)
      // The Studio never posted a claim.
      expect(claimRequests(requests)).toEqual([])
    } finally {
      await context.close()
      await receiver.close()
    }
  })
})
