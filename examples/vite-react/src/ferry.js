import { createConfig, http } from 'wagmi'
import { injected } from 'wagmi/connectors'

/**
 * Where the widget is and what it shows, and the app's own chains, from the environment. The defaults are the devnet
 * of Ferry's `npm start`; for mainnet set VITE_FERRY_SRC to your widget's embed.html, VITE_FERRY_CONFIG to
 * {"network":"mainnet"} and VITE_FERRY_CHAINS to your chains.
 */
export const FERRY_SRC = import.meta.env.VITE_FERRY_SRC ?? 'http://localhost:5173/embed.html'
export const FERRY_CONFIG = JSON.parse(import.meta.env.VITE_FERRY_CONFIG ?? '{"network":"local"}')
const chains = JSON.parse(
  import.meta.env.VITE_FERRY_CHAINS ??
    '[{"id":31337,"name":"Ferry Devnet A","rpcUrl":"http://127.0.0.1:8545"},{"id":31338,"name":"Ferry Devnet B","rpcUrl":"http://127.0.0.1:8546"}]',
).map(({ id, name, rpcUrl }) => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
}))

/** The app's wagmi: its own chains and wallets, nothing of Ferry's. */
export const wagmiConfig = createConfig({
  chains,
  connectors: [injected()],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
})
