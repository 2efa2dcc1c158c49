// The reference app of `npm run bench`: RainbowKit's documented setup, same chains and transport as ours.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { goerli, mainnet } from 'wagmi/chains'

const config = getDefaultConfig({
  appName: 'Creators Studio (RainbowKit reference)',
  projectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID || 'bench000000000000000000000000000',
  chains: [mainnet, goerli],
  transports: {
    [mainnet.id]: http(import.meta.env.VITE_RPC_URL_1 || 'http://127.0.0.1:18545'),
    [goerli.id]: http(import.meta.env.VITE_RPC_URL_5 || 'http://127.0.0.1:18546'),
  },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <header style={{ display: 'flex', justifyContent: 'space-between', padding: 16 }}>
            <h1>Creators Studio</h1>
            <ConnectButton />
          </header>
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
