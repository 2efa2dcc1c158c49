// The floor of `npm run bench`: wagmi + viem with the injected connector only and no UI kit (issue 7's "bare wagmi").
// One button: click connects the injected wallet, then it shows the shortened address. Same chains and transport.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, injected, useAccount, useConnect, WagmiProvider } from 'wagmi'
import { goerli, mainnet } from 'wagmi/chains'

const config = createConfig({
  chains: [mainnet, goerli],
  connectors: [injected()],
  transports: {
    [mainnet.id]: http(import.meta.env.VITE_RPC_URL_1 || 'http://127.0.0.1:18545'),
    [goerli.id]: http(import.meta.env.VITE_RPC_URL_5 || 'http://127.0.0.1:18546'),
  },
})
const queryClient = new QueryClient()

function ConnectButton() {
  const { address } = useAccount()
  const { connect, connectors } = useConnect()
  if (address) return <button type="button">{`${address.slice(0, 6)}…${address.slice(-4)}`}</button>
  return <button type="button" onClick={() => connect({ connector: connectors[0]! })}>Connect Wallet</button>
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <header style={{ display: 'flex', justifyContent: 'space-between', padding: 16 }}>
          <h1>Creators Studio</h1>
          <ConnectButton />
        </header>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
