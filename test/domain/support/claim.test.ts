import { describe, expect, test } from 'vitest'
import { admitClaim, type SignedClaim, type ClaimFacts } from '../../../src/domain/support/claim'

const CREATOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const SUPPORTER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const

const claim: SignedClaim = { creator: CREATOR, supporter: SUPPORTER, chainId: 1, txHash: `0x${'ab'.repeat(32)}` }
const facts: ClaimFacts = {
  configuredChainIds: [1, 10],
  transaction: { from: SUPPORTER, to: CREATOR, value: 1n },
  receipt: { status: 'success' },
  alreadyRecorded: false,
}

describe('admitClaim', () => {
  test('default: a successful payment from the supporter to the creator is admitted', () => {
    expect(admitClaim(claim, facts)).toEqual({ ok: true })
  })

  test('parameters: addresses compare ignoring case', () => {
    const transaction = {
      from: SUPPORTER.toLowerCase() as `0x${string}`,
      to: CREATOR.toUpperCase().replace('0X', '0x') as `0x${string}`,
      value: 1n,
    }
    expect(admitClaim(claim, { ...facts, transaction })).toEqual({ ok: true })
  })

  test('parameters: a chain the app does not serve', () => {
    expect(admitClaim({ ...claim, chainId: 5 }, facts)).toEqual({
      ok: false,
      code: 'tx-mismatch',
      reason: 'unconfigured-chain',
    })
  })

  test('parameters: an unknown transaction or one without a receipt is pending', () => {
    expect(admitClaim(claim, { ...facts, transaction: null, receipt: null })).toEqual({
      ok: false,
      code: 'tx-pending',
    })
    expect(admitClaim(claim, { ...facts, receipt: null })).toEqual({ ok: false, code: 'tx-pending' })
  })

  test('parameters: each mismatch', () => {
    const mismatch = (reason: string) => ({ ok: false, code: 'tx-mismatch', reason })
    const tx = facts.transaction!
    expect(admitClaim(claim, { ...facts, transaction: { ...tx, to: OTHER } })).toEqual(mismatch('another-recipient'))
    expect(admitClaim(claim, { ...facts, transaction: { ...tx, to: null } })).toEqual(mismatch('another-recipient'))
    expect(admitClaim(claim, { ...facts, transaction: { ...tx, from: OTHER } })).toEqual(mismatch('another-sender'))
    expect(admitClaim(claim, { ...facts, transaction: { ...tx, value: 0n } })).toEqual(mismatch('zero-value'))
    expect(admitClaim(claim, { ...facts, receipt: { status: 'reverted' } })).toEqual(mismatch('failed'))
  })

  test('parameters: a claim recorded before', () => {
    expect(admitClaim(claim, { ...facts, alreadyRecorded: true })).toEqual({
      ok: false,
      code: 'already-recorded',
    })
  })

  test('behavior: checks run in a fixed order', () => {
    const wrong = { from: OTHER, to: OTHER, value: 0n }
    const everything = {
      configuredChainIds: [],
      transaction: wrong,
      receipt: { status: 'reverted' },
      alreadyRecorded: true,
    } as const
    expect(admitClaim(claim, everything)).toMatchObject({ reason: 'unconfigured-chain' })
    const served = { ...everything, configuredChainIds: [1] }
    expect(admitClaim(claim, { ...served, transaction: null })).toEqual({ ok: false, code: 'tx-pending' })
    expect(admitClaim(claim, served)).toMatchObject({ reason: 'another-recipient' })
    expect(admitClaim(claim, { ...served, transaction: { ...wrong, to: CREATOR } })).toMatchObject({
      reason: 'another-sender',
    })
    const paid = { from: SUPPORTER, to: CREATOR, value: 0n }
    // A known transaction that can never match is refused before it is mined.
    expect(admitClaim(claim, { ...served, transaction: paid, receipt: null })).toMatchObject({
      reason: 'zero-value',
    })
    expect(admitClaim(claim, { ...served, transaction: { ...paid, value: 1n } })).toMatchObject({
      reason: 'failed',
    })
    expect(
      admitClaim(claim, { ...served, transaction: { ...paid, value: 1n }, receipt: { status: 'success' } }),
    ).toEqual({ ok: false, code: 'already-recorded' })
  })
})
