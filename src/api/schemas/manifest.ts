import * as z from 'zod/mini'
import { addressSchema } from './primitives'

export const manifestCurrencySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  address: addressSchema,
  decimals: z.int(),
})
export type ManifestCurrency = z.infer<typeof manifestCurrencySchema>

export const manifestChainSchema = z.object({
  id: z.int(),
  name: z.string(),
  rpcUrl: z.url(),
  currencies: z.array(manifestCurrencySchema),
  /** Deployed contracts by name: depository, weth, usdc, ... */
  contracts: z.record(z.string(), addressSchema),
})
export type ManifestChain = z.infer<typeof manifestChainSchema>

/** The devnet's local Solana chain: its RPC, the USDC mint, the solver and the funded test keypairs. */
export const manifestSolanaSchema = z.object({
  chainId: z.int(),
  rpcUrl: z.url(),
  usdcMint: z.string(),
  solver: z.string(),
  /** `secretKey`: the 64-byte keypair in base58, the form Phantom and Solflare import. */
  accounts: z.array(z.object({ address: z.string(), secretKey: z.string() })),
})
export type ManifestSolana = z.infer<typeof manifestSolanaSchema>

/**
 * The devnet manifest: written to `<data-dir>/manifest.json` and served at
 * `GET /devnet/manifest`. A public interface: wallets and scripts configure
 * themselves from it, so fields are only ever added.
 */
export const devnetManifestSchema = z.object({
  version: z.literal(1),
  serviceUrl: z.url(),
  websocketUrl: z.optional(z.string()),
  chains: z.array(manifestChainSchema).check(z.minLength(1)),
  /** Funded test accounts (never the solver). */
  accounts: z.array(z.object({ address: addressSchema, privateKey: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)) })),
  /** Only in `<data-dir>/manifest.json`: `GET /devnet/manifest` never serves the keys (they are webhook secrets). */
  apiKeys: z.optional(z.array(z.string())),
  solver: z.object({ address: addressSchema }),
  /** Optional: manifests written before the local Solana chain still parse. */
  solana: z.optional(manifestSolanaSchema),
  startedAt: z.number(),
})
export type DevnetManifest = z.infer<typeof devnetManifestSchema>

/** `<data-dir>/manifest.json`, which local programs (the start script, tests) read: the manifest with the API keys. */
export type DevnetManifestFile = DevnetManifest & { apiKeys: string[] }
