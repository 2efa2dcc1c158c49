import { createWalletClient, http, type LocalAccount } from 'viem'
import type { CreatorProfile } from '../../../src/domain/creators/creatorProfile'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { cookieJarFetch } from '../../support/cookieJarFetch'
import { fieldsFor, signedMessage } from '../../support/siweSigning'
import { anvil } from './anvilRpc'
import { expect } from './fixtures'
import { E2E_ORIGIN, E2E_PORTS } from './ports'

/** A profile with only a name and a bio (no links, no suggested amounts, no goal), for a spec's creator. */
export const plainProfile = (displayName: string, bio: string): CreatorProfile => ({
  displayName,
  bio,
  links: [],
  accentColor: '#0b66e4',
  suggestedAmounts: {},
  thankYou: 'Thank you!',
})

/** A tab of the e2e app signed in as `account` (a real SIWE sign-in on chain 1), for setting up creators' data. */
export async function signedInTab(account: LocalAccount) {
  const tab = cookieJarFetch(E2E_ORIGIN)
  const { nonce } = (await (await tab(`${E2E_ORIGIN}/api/auth/nonce`)).json()) as { nonce: string }
  const fields = fieldsFor(E2E_ORIGIN, nonce, { address: account.address, chainId: 1 })
  const res = await tab(`${E2E_ORIGIN}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await signedMessage(fields, account as Parameters<typeof signedMessage>[1])),
  })
  if (res.status !== 200) throw new Error(`sign-in refused: ${res.status} ${await res.text()}`)
  const json = async (method: string, path: string, body: unknown) => {
    const answer = await tab(`${E2E_ORIGIN}/api/creators${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`)
    return answer.json() as Promise<unknown>
  }
  return {
    /** Saves the signed-in creator's profile. */
    putProfile: (profile: CreatorProfile) => json('PUT', `/${account.address}`, profile),
    /** Hides or shows one of the signed-in creator's notes (chain 1). */
    setHidden: (txHash: Hash, hidden: boolean) => json('PATCH', `/${account.address}/supports/1/${txHash}`, { hidden }),
    /** Sends `value` wei to `creator` on chain 1 (mined at once) and records `note` for it. */
    async support(creator: Address, value: bigint, note: string): Promise<Hash> {
      const wallet = createWalletClient({ account, transport: http(`http://127.0.0.1:${E2E_PORTS.chain1}`) })
      const txHash = await wallet.sendTransaction({ to: creator, value, chain: null })
      // Recorded as the app records it: after the receipt is there, asking again while the server answers
      // tx-pending (its own read of the chain may lag behind this one on a loaded machine).
      await expect.poll(() => anvil('eth_getTransactionReceipt', [txHash])).not.toBeNull()
      for (let attempt = 1; ; attempt++) {
        try {
          await json('POST', `/${creator}/supports`, { chainId: 1, txHash, note })
          return txHash
        } catch (err) {
          if (attempt >= 15 || !String(err).includes('"tx-pending"')) throw err
          await new Promise((resolve) => setTimeout(resolve, 1000))
        }
      }
    },
  }
}
