import { describe, expect, test } from 'vitest'
import type { ConnectPanelState, PanelWallet, WalletStep } from '../../../src/domain/connection/connectPanelState'
import { connectPanelTitle } from '../../../src/domain/connection/connectPanelTitle'

const wallet: PanelWallet = {
  id: 'coinbase',
  name: 'Coinbase Wallet',
  shortName: 'Coinbase',
  ready: true,
  hasQrCode: true,
}
const at = (step: WalletStep, qrUri?: string): ConnectPanelState => ({
  step,
  history: ['NONE'],
  wallet,
  connectState: 'connecting',
  qrUri,
})

describe('connectPanelTitle', () => {
  test('default: the titles of every step (product rules: "Connect panel titles")', () => {
    expect(connectPanelTitle({ step: 'NONE', history: [] })).toBe('What is a Wallet?')
    expect(connectPanelTitle({ step: 'LEARN_COMPACT', history: ['NONE'] })).toBe('What is a Wallet?')
    expect(connectPanelTitle({ step: 'GET', history: ['NONE'] })).toBe('Get a Wallet')
    expect(connectPanelTitle(at('CONNECT', 'wc:1@2'))).toBe('Scan with Coinbase Wallet')
    expect(connectPanelTitle(at('DOWNLOAD_OPTIONS'))).toBe('Get Coinbase Wallet')
    expect(connectPanelTitle(at('DOWNLOAD'))).toBe('Install Coinbase Wallet')
    expect(connectPanelTitle(at('INSTRUCTIONS_MOBILE'))).toBe('Get started with Coinbase Wallet')
    expect(connectPanelTitle(at('INSTRUCTIONS_EXTENSION'))).toBe('Get started with Coinbase Wallet')
  })

  test('parameters: compact uses the short name in "Get started with"', () => {
    expect(connectPanelTitle(at('INSTRUCTIONS_MOBILE'), { compact: true })).toBe('Get started with Coinbase')
    expect(connectPanelTitle(at('DOWNLOAD'), { compact: true })).toBe('Install Coinbase Wallet')
  })

  test('behavior: CONNECT has no title until a QR code is shown, and none for a wallet without QR code', () => {
    expect(connectPanelTitle(at('CONNECT'))).toBeUndefined()
    const noQr: ConnectPanelState = {
      step: 'CONNECT',
      history: [],
      wallet: { ...wallet, hasQrCode: false },
      connectState: 'connecting',
      qrUri: 'wc:1',
    }
    expect(connectPanelTitle(noQr)).toBeUndefined()
  })
})
