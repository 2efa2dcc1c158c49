import { describe, expect, test } from 'vitest'
import { readTokenTransfer } from '../../../src/domain/support/tokenTransfer'
import { ANVIL_ACCOUNTS } from '../../support/anvil'
import { deployTestToken } from '../../support/erc20/testToken'
import { ANVIL_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { INVALID_ANSWER } from './readerErrorShapes'
import { ANVIL_CHAIN_ID, anvilChain, deployReverting, useAnvil } from './useAnvil'

const HOLDER = ANVIL_ACCOUNTS[1].address

/** ERC-20 balance, decimals and symbol of a token the test deploys on a real anvil node. */
export function anvilTokensContract(factory: ChainReaderFactory): void {
  describe('ERC-20 reads against anvil', () => {
    const node = useAnvil()
    const reader = () => factory([anvilChain(node.current)], ANVIL_OPTIONS)

    test('default', async () => {
      const token = await deployTestToken(node.current, 'USDC', 6)
      await token.mint(HOLDER, 5_250_000n)
      const balance = await reader().getTokenBalance({ chainId: ANVIL_CHAIN_ID, token: token.address, owner: HOLDER })
      expect(balance).toEqual({ value: 5_250_000n, decimals: 6, symbol: 'USDC', formatted: '5.25' })
    })

    test('parameters: decimals and symbol are the contract’s; an account without tokens holds zero', async () => {
      const token = await deployTestToken(node.current, 'DAI', 18)
      const owner = ANVIL_ACCOUNTS[2].address
      const balance = await reader().getTokenBalance({ chainId: ANVIL_CHAIN_ID, token: token.address, owner })
      expect(balance).toEqual({ value: 0n, decimals: 18, symbol: 'DAI', formatted: '0' })
    })

    test('behavior: the balance follows transfers', async () => {
      const token = await deployTestToken(node.current)
      await token.mint(HOLDER, 10_000_000n)
      await token.transfer(HOLDER, ANVIL_ACCOUNTS[2].address, 2_500_000n)
      const r = reader()
      const read = (owner: `0x${string}`) => r.getTokenBalance({ chainId: ANVIL_CHAIN_ID, token: token.address, owner })
      expect((await read(HOLDER)).formatted).toBe('7.5')
      expect((await read(ANVIL_ACCOUNTS[2].address)).value).toBe(2_500_000n)
    })

    test('behavior: a transfer’s receipt carries its Transfer log, which the domain reads as the transfer', async () => {
      const token = await deployTestToken(node.current)
      await token.mint(HOLDER, 10n)
      const to = ANVIL_ACCOUNTS[2].address
      const hash = await token.transferEach(HOLDER, [
        { to, value: 3n },
        { to, value: 4n },
      ])
      const receipt = await reader().getTransactionReceipt({ chainId: ANVIL_CHAIN_ID, hash })
      expect(receipt?.status).toBe('success')
      const transfers = (receipt?.logs ?? []).map(readTokenTransfer)
      const expected = { token: token.address.toLowerCase(), from: HOLDER.toLowerCase(), to: to.toLowerCase() }
      const lower = (t: ReturnType<typeof readTokenTransfer>) =>
        t && { token: t.token.toLowerCase(), from: t.from.toLowerCase(), to: t.to.toLowerCase(), value: t.value }
      expect(transfers.map(lower)).toEqual([
        { ...expected, value: 3n },
        { ...expected, value: 4n },
      ])
    })

    test('behavior: an address without code is rpc-invalid-answer, at once, not a hang', async () => {
      const promise = reader().getTokenBalance({ chainId: ANVIL_CHAIN_ID, token: HOLDER, owner: HOLDER })
      await expect(promise).rejects.toMatchObject(INVALID_ANSWER)
      await expect(promise).rejects.toMatchObject({ details: expect.stringMatching(/not an ERC-20 token contract/) })
    })

    test('behavior: a contract that is not a token is an error, not a zero balance', async () => {
      const reverting = await deployReverting(node.current)
      const promise = reader().getTokenBalance({ chainId: ANVIL_CHAIN_ID, token: reverting, owner: HOLDER })
      await expect(promise).rejects.toMatchObject({ code: expect.stringMatching(/^rpc-/) })
    })
  })
}
