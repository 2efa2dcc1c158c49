import { WALLETCONNECT_NOT_CONFIGURED, type WalletOption } from '../../domain/wallets/walletOption'
import type { Eip1193Provider } from '../eip1193/eip1193Provider'
import type { Eip6963ProviderDetail } from '../eip1193/eip6963'
import type { CuratedWallet } from './curatedWallets'
import { hasInjectedFlag, type InjectedProviders } from './injectedProviders'
import { WALLET_ICONS } from './walletIcons'

/** How a wallet connects right now. */
export type WalletConnection =
  | { kind: 'injected'; provider: Eip1193Provider | undefined }
  | { kind: 'walletConnect' }
  | { kind: 'coinbaseSdk' }

export type ResolvedWallet = { option: WalletOption; connection: WalletConnection }

/** What the browser offers: injected providers, EIP-6963 announcements, configuration. */
export type WalletEnvironment = {
  injected: InjectedProviders
  announced: readonly Eip6963ProviderDetail[]
  walletConnectProjectId: string | undefined
  isAndroid: boolean
}

/** Group of announced wallets the curated list does not know. */
const INSTALLED = { groupName: 'Installed', groupIndex: 0 } as const

/** EIP-6963 icons must be data URIs; anything else (remote URLs, scripts) is not shown. */
function safeIcon(icon: string | undefined): string | undefined {
  return icon !== undefined && /^data:image\/[a-z0-9.+-]+[;,]/i.test(icon) ? icon : undefined
}

function rdnsOf(wallet: CuratedWallet): string[] {
  return [wallet.rdns, ...(wallet.rdnsAliases ?? [])].filter((r): r is string => r !== undefined)
}

function findProvider(
  wallet: CuratedWallet,
  env: WalletEnvironment,
  announced: Eip6963ProviderDetail | undefined,
): Eip1193Provider | undefined {
  if (wallet.id === 'injected') return env.injected.ethereum
  const flag = wallet.flag
  return announced?.provider ?? (flag ? env.injected.all.find((p) => hasInjectedFlag(p, flag)) : undefined)
}

function connectionOf(
  wallet: CuratedWallet,
  provider: Eip1193Provider | undefined,
  projectId: string | undefined,
): WalletConnection {
  if (provider) return { kind: 'injected', provider }
  if (wallet.fallback === 'coinbaseSdk') return { kind: 'coinbaseSdk' }
  if (wallet.fallback === 'walletConnect' && (projectId || wallet.id === 'walletConnect'))
    return { kind: 'walletConnect' }
  return { kind: 'injected', provider: undefined }
}

/** True/false for wallets recognised by rdns or flag; never false for Coinbase (its SDK has its own fallback flow). */
function installedOf(wallet: CuratedWallet, provider: Eip1193Provider | undefined): boolean | undefined {
  if (wallet.id === 'injected' || wallet.id === 'walletConnect') return undefined
  if (provider) return true
  return wallet.fallback === 'coinbaseSdk' ? undefined : false
}

/** A curated wallet as found in this browser: announced name/icon/provider replace the curated ones. */
function resolveCurated(wallet: CuratedWallet, env: WalletEnvironment): ResolvedWallet {
  const { rdnsAliases: _aliases, flag: _flag, fallback: _fallback, mobileLinkTemplate, ...base } = wallet
  const announced = env.announced.find((d) => rdnsOf(wallet).includes(d.info.rdns))
  const provider = findProvider(wallet, env, announced)
  const projectId = env.walletConnectProjectId?.trim() || undefined
  const connection = connectionOf(wallet, provider, projectId)
  const ready =
    connection.kind === 'injected'
      ? connection.provider !== undefined
      : connection.kind === 'coinbaseSdk' || Boolean(projectId)
  const viaWalletConnect = connection.kind === 'walletConnect' && ready
  const option: WalletOption = {
    ...base,
    name: announced?.info.name ?? wallet.name,
    iconUrl: safeIcon(announced?.info.icon) ?? wallet.iconUrl,
    ready,
    installed: installedOf(wallet, provider),
    hasQrCode: viaWalletConnect || undefined,
    mobileLink: viaWalletConnect
      ? (uri) => (env.isAndroid ? uri : (mobileLinkTemplate ?? ((u: string) => u))(uri))
      : undefined,
    unavailableReason: connection.kind === 'walletConnect' && !ready ? WALLETCONNECT_NOT_CONFIGURED : undefined,
  }
  return { option, connection }
}

/** An announced wallet the curated list does not know: its own name and icon, group "Installed". */
function resolveAnnounced(detail: Eip6963ProviderDetail, takenIds: ReadonlySet<string>): ResolvedWallet {
  const { rdns, name, icon } = detail.info
  const id = takenIds.has(rdns) ? `eip6963:${rdns}` : rdns
  const option: WalletOption = {
    id,
    name,
    rdns,
    iconUrl: safeIcon(icon) ?? WALLET_ICONS.injected,
    iconBackground: '#fff',
    ready: true,
    installed: true,
    ...INSTALLED,
  }
  return { option, connection: { kind: 'injected', provider: detail.provider } }
}

/** Every wallet on offer: the curated list in its order, then announced wallets it does not know. */
export function resolveWallets(curated: readonly CuratedWallet[], env: WalletEnvironment): ResolvedWallet[] {
  const known = new Set(curated.flatMap(rdnsOf))
  const ids = new Set(curated.map((w) => w.id))
  const unknown = env.announced.filter((d) => !known.has(d.info.rdns))
  return [...curated.map((w) => resolveCurated(w, env)), ...unknown.map((d) => resolveAnnounced(d, ids))]
}
