import { describe, expect, test } from 'vitest'
import {
  backTarget,
  downloadStep,
  hasExtensionDownload,
  isWalletlessStep,
  type PanelWallet,
} from '../../../src/domain/connection/connectPanelState'

const base: PanelWallet = { id: 'w', name: 'W', ready: false }

describe('downloadStep', () => {
  test('default: no download links at all -> the extension instructions', () => {
    expect(downloadStep(base)).toBe('INSTRUCTIONS_EXTENSION')
  })

  test('parameters: QR code and extension -> DOWNLOAD_OPTIONS, QR code only -> DOWNLOAD', () => {
    expect(downloadStep({ ...base, downloadUrls: { qrCode: 'q', browserExtension: 'e' } })).toBe('DOWNLOAD_OPTIONS')
    expect(downloadStep({ ...base, downloadUrls: { qrCode: 'q', firefox: 'f' } })).toBe('DOWNLOAD_OPTIONS')
    expect(downloadStep({ ...base, downloadUrls: { qrCode: 'q', ios: 'i' } })).toBe('DOWNLOAD')
    expect(downloadStep({ ...base, downloadUrls: { chrome: 'c' } })).toBe('INSTRUCTIONS_EXTENSION')
  })
})

describe('hasExtensionDownload', () => {
  test('behavior: any browser store link counts, mobile links do not', () => {
    for (const key of ['browserExtension', 'chrome', 'firefox', 'edge', 'brave'] as const) {
      expect(hasExtensionDownload({ ...base, downloadUrls: { [key]: 'https://x' } })).toBe(true)
    }
    expect(hasExtensionDownload({ ...base, downloadUrls: { ios: 'i', android: 'a', qrCode: 'q', mobile: 'm' } })).toBe(
      false,
    )
  })
})

describe('backTarget', () => {
  test('behavior: the last step of the history, none at the start', () => {
    expect(backTarget({ step: 'NONE', history: [] })).toBeUndefined()
    expect(backTarget({ step: 'GET', history: ['NONE', 'LEARN_COMPACT'] })).toBe('LEARN_COMPACT')
  })
})

describe('isWalletlessStep', () => {
  test('default: the intro steps and GET show no wallet', () => {
    expect(['NONE', 'LEARN_COMPACT', 'GET', 'CONNECT', 'DOWNLOAD'].map((s) => isWalletlessStep(s as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
  })
})
