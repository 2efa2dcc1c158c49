import { describe, expect, test } from 'vitest'
import { admitClaim, type SignedClaim, type ClaimFacts, claimedPayment } from '../../../src/domain/support/claim'
import { acceptedToken, transferLog } from '../creators/tokenArbitraries'

const CREATOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const SUPPORTER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const DAI = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const
const BUNDLER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const

const claim: SignedClaim = { creator: CREATOR, supporter: SUPPORTER, chainId: 1, txHash: `0x${'ab'.repeat(32)}` }
const usdc = acceptedToken(1, USDC)
const facts: ClaimFacts = {
  configuredChainIds: [1, 10],
  supportTokens: [usdc, acceptedToken(10, DAI, 'DAI')],
  transaction: { from: SUPPORTER, to: USDC, value: 0n },
  receipt: { status: 'success', logs: [transferLog(USDC, SUPPORTER, CREATOR, 5_000_000n)] },
  alreadyRecorded: false,
}
const mismatch = (reason: string) => ({ ok: false, code: 'tx-mismatch', reason })
const withLogs = (...logs: ReturnType<typeof transferLog>[]) =>
  ({ ...facts, receipt: { status: 'success', logs } }) as const

describe('admitClaim (tokens)', () => {
  test('default: a transfer of an accepted token from the supporter to the creator is admitted, with its amount', () => {
    expect(admitClaim(claim, facts)).toEqual({ ok: true })
    expect(claimedPayment(claim, facts)).toEqual({ token: usdc, amount: 5_000_000n })
  })

  test('parameters: the log names the supporter, not the transaction (a smart account through a bundler)', () => {
    const bundled = { ...facts, transaction: { from: BUNDLER, to: OTHER, value: 0n } }
    expect(admitClaim(claim, bundled)).toEqual({ ok: true })
  })

  test('parameters: several transfers of the token to the creator count their sum; others are left out', () => {
    const several = withLogs(
      transferLog(USDC, SUPPORTER, CREATOR, 2_000_000n),
      transferLog(USDC, SUPPORTER, OTHER, 9_000_000n),
      transferLog(USDC, SUPPORTER, CREATOR, 3_000_000n),
    )
    expect(claimedPayment(claim, several)).toEqual({ token: usdc, amount: 5_000_000n })
  })

  test('parameters: each refusal', () => {
    expect(admitClaim(claim, withLogs(transferLog(DAI, SUPPORTER, CREATOR, 1n)))).toEqual(
      mismatch('token-not-accepted'),
    )
    expect(admitClaim(claim, withLogs())).toEqual(mismatch('token-not-accepted'))
    expect(admitClaim(claim, withLogs(transferLog(USDC, SUPPORTER, OTHER, 1n)))).toEqual(mismatch('another-recipient'))
    expect(admitClaim(claim, withLogs(transferLog(USDC, OTHER, CREATOR, 1n)))).toEqual(mismatch('another-sender'))
    expect(admitClaim(claim, withLogs(transferLog(USDC, SUPPORTER, CREATOR, 0n)))).toEqual(mismatch('zero-value'))
    expect(admitClaim(claim, { ...facts, receipt: { status: 'reverted', logs: [] } })).toEqual(mismatch('failed'))
    expect(admitClaim(claim, { ...facts, receipt: null })).toEqual({ ok: false, code: 'tx-pending' })
    expect(claimedPayment(claim, { ...facts, receipt: null })).toBeNull()
  })

  test('parameters: a token accepted on another chain only is not accepted here', () => {
    const onTen = { ...claim, chainId: 10 }
    expect(admitClaim(onTen, facts)).toEqual(mismatch('token-not-accepted'))
  })

  test('behavior: a transaction with value, or sent to the creator, is a native claim; so is any on a chain without tokens', () => {
    expect(claimedPayment(claim, { ...facts, transaction: { from: SUPPORTER, to: CREATOR, value: 7n } })).toEqual({
      token: null,
      amount: 7n,
    })
    expect(admitClaim(claim, { ...facts, transaction: { from: SUPPORTER, to: CREATOR, value: 0n } })).toEqual(
      mismatch('zero-value'),
    )
    expect(admitClaim(claim, { ...facts, transaction: { from: SUPPORTER, to: USDC, value: 7n } })).toEqual(
      mismatch('another-recipient'),
    )
    expect(admitClaim(claim, { ...facts, supportTokens: [] })).toEqual(mismatch('another-recipient'))
  })

  test('behavior: one asset per note: the first accepted token (in log order) the supporter paid the creator', () => {
    const both = { ...withLogs(transferLog(DAI, SUPPORTER, CREATOR, 1n), transferLog(USDC, SUPPORTER, CREATOR, 2n)) }
    const dai = acceptedToken(1, DAI, 'DAI')
    expect(claimedPayment(claim, { ...both, supportTokens: [usdc, dai] })).toEqual({ token: dai, amount: 1n })
  })

  test('behavior: already-recorded only for a claim that would be admitted', () => {
    expect(admitClaim(claim, { ...facts, alreadyRecorded: true })).toEqual({
      ok: false,
      code: 'already-recorded',
    })
    expect(admitClaim(claim, { ...withLogs(), alreadyRecorded: true })).toEqual(mismatch('token-not-accepted'))
  })
})
