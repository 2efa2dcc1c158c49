import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const ROOT = join(import.meta.dirname, '../../../src/adapters')
const FOLDERS = ['eip1193', 'wallets', 'walletconnect', 'coinbase']
const SDK = /@walletconnect\/|@coinbase\/wallet-sdk/

/** Every import specifier of a file, with whether it is a type-only or a dynamic import. */
function imports(source: string): Array<{ specifier: string; kind: 'static' | 'type' | 'dynamic' }> {
  const found: Array<{ specifier: string; kind: 'static' | 'type' | 'dynamic' }> = []
  for (const m of source.matchAll(/^\s*import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
    found.push({ specifier: m[2]!, kind: m[1] ? 'type' : 'static' })
  }
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ specifier: m[1]!, kind: 'dynamic' })
  return found
}

describe('wallet adapters bundle discipline', () => {
  test('behavior: the WalletConnect and Coinbase SDKs are only imported dynamically', () => {
    const sdkImports: string[] = []
    for (const folder of FOLDERS) {
      for (const file of readdirSync(join(ROOT, folder)).filter((f) => f.endsWith('.ts'))) {
        for (const { specifier, kind } of imports(readFileSync(join(ROOT, folder, file), 'utf8'))) {
          if (SDK.test(specifier)) sdkImports.push(`${folder}/${file}: ${kind} ${specifier}`)
        }
      }
    }
    expect(sdkImports.filter((line) => line.includes(': static'))).toEqual([])
    expect(sdkImports.sort()).toEqual([
      'coinbase/coinbaseConnector.ts: dynamic @coinbase/wallet-sdk',
      'walletconnect/loadWalletConnectProvider.ts: dynamic @walletconnect/ethereum-provider',
    ])
  })
})
