import * as z from 'zod/mini'

/** Build-time configuration (Vite `VITE_*` variables), validated once at start. */
const envSchema = z.object({
  VITE_FERRY_DEFAULT_NETWORK: z._default(z.enum(['local', 'testnet', 'mainnet']), 'local'),
  VITE_FERRY_LOCAL_SERVICE_URL: z._default(z.url(), 'http://127.0.0.1:8790'),
  VITE_FERRY_TESTNET_SERVICE_URL: z._default(z.url(), 'https://api.testnets.relay.link'),
  VITE_FERRY_MAINNET_SERVICE_URL: z._default(z.url(), 'https://api.relay.link'),
  /** The site server's proxy (adds the API key server-side); same origin by default; empty for a static bundle without one. */
  VITE_FERRY_PROXY_URL: z._default(z.string(), '/api'),
  VITE_FERRY_TESTNET_WEBSOCKET_URL: z._default(z.url(), 'wss://ws.testnets.relay.link'),
  VITE_FERRY_MAINNET_WEBSOCKET_URL: z._default(z.url(), 'wss://ws.relay.link'),
})

export type FerryEnv = z.infer<typeof envSchema>

export const env: FerryEnv = envSchema.parse({
  VITE_FERRY_DEFAULT_NETWORK: import.meta.env.VITE_FERRY_DEFAULT_NETWORK || undefined,
  VITE_FERRY_LOCAL_SERVICE_URL: import.meta.env.VITE_FERRY_LOCAL_SERVICE_URL || undefined,
  VITE_FERRY_TESTNET_SERVICE_URL: import.meta.env.VITE_FERRY_TESTNET_SERVICE_URL || undefined,
  VITE_FERRY_MAINNET_SERVICE_URL: import.meta.env.VITE_FERRY_MAINNET_SERVICE_URL || undefined,
  // An empty string is a choice here (no proxy), so only an unset variable takes the default.
  VITE_FERRY_PROXY_URL: import.meta.env.VITE_FERRY_PROXY_URL ?? undefined,
  VITE_FERRY_TESTNET_WEBSOCKET_URL: import.meta.env.VITE_FERRY_TESTNET_WEBSOCKET_URL || undefined,
  VITE_FERRY_MAINNET_WEBSOCKET_URL: import.meta.env.VITE_FERRY_MAINNET_WEBSOCKET_URL || undefined,
})
