// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Transaction } from '../../../src/domain/transactions/transaction'
import { RecentTransactions } from '../../../src/ui/account/RecentTransactions'
import { CHAINS } from '../support/modalHarness'

afterEach(cleanup)

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const tx = (n: number, status: Transaction['status']): Transaction => ({
  hash: hash(n),
  description: `Mint #${n}`,
  status,
  addedAt: n,
})
const [ETHEREUM, , LOCALHOST] = CHAINS

describe('RecentTransactions', () => {
  test('default: none says where transactions will appear, no Clear All', () => {
    render(<RecentTransactions transactions={[]} chain={ETHEREUM} onClearAll={() => {}} />)
    expect(screen.getByRole('heading', { name: 'Recent Transactions' })).toBeTruthy()
    expect(screen.getByText('Your transactions will appear here…')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })

  test('behavior: each transaction shows description, status and links to the explorer in a new tab', () => {
    const txs = [tx(1, 'pending'), tx(2, 'confirmed'), tx(3, 'failed')]
    render(<RecentTransactions transactions={txs} chain={ETHEREUM} onClearAll={() => {}} />)
    const links = within(screen.getByRole('list')).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['●Mint #1 Pending↗', '✓Mint #2 Confirmed↗', '✕Mint #3 Failed↗'])
    expect(links[1]?.getAttribute('href')).toBe(`https://etherscan.io/tx/${hash(2)}`)
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toContain('noopener')
    }
    expect(screen.queryByText('Your transactions will appear here…')).toBeNull()
  })

  test('parameters: a chain without an explorer shows the transactions without links', () => {
    render(<RecentTransactions transactions={[tx(1, 'confirmed')]} chain={LOCALHOST} onClearAll={() => {}} />)
    expect(screen.getByText('Mint #1')).toBeTruthy()
    expect(screen.getByText('Confirmed')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  test('behavior: Clear All calls back', async () => {
    let cleared = 0
    render(<RecentTransactions transactions={[tx(1, 'pending')]} chain={ETHEREUM} onClearAll={() => (cleared += 1)} />)
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }))
    expect(cleared).toBe(1)
  })
})
