import * as z from 'zod/mini'
import { listedCurrencySchema } from './currency'

/**
 * The catalogue endpoints of the public service (real-service-notes.md,
 * "Beyond the core path"): `GET /chains`, `POST /currencies/v2`,
 * `GET /currencies/token/price`, `POST /price`. Every field is optional in
 * the public description, so only what a client needs is required here and
 * unknown fields pass through.
 */

/** A currency as `GET /chains` lists it (`currency`, `featuredTokens`, `erc20Currencies`, `solverCurrencies`). */
export const chainCurrencySchema = z.looseObject({
  id: z.optional(z.string()),
  symbol: z.string(),
  name: z.optional(z.string()),
  /** Not always EVM hex: non-EVM chains list their own address formats. */
  address: z.string(),
  decimals: z.number(),
  supportsBridging: z.optional(z.boolean()),
  /** EIP-2612 permits (erc20Currencies). */
  supportsPermit: z.optional(z.boolean()),
  metadata: z.optional(
    z.looseObject({
      logoURI: z.optional(z.string()),
      verified: z.optional(z.boolean()),
      isNative: z.optional(z.boolean()),
    }),
  ),
})
export type ChainCurrency = z.infer<typeof chainCurrencySchema>

/** `explorerUrl` + a path with `{txHash}` / `{address}` / `{token}` placeholders. */
export const explorerPathsSchema = z.looseObject({
  transaction: z.optional(z.nullable(z.string())),
  address: z.optional(z.nullable(z.string())),
  token: z.optional(z.nullable(z.string())),
})

/** One chain of `GET /chains`. `vmType` is 'evm', 'svm', 'bvm', 'tvm', ... (any string); `tokenSupport` 'All' or 'Limited'. */
export const chainSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  displayName: z.optional(z.string()),
  httpRpcUrl: z.optional(z.nullable(z.string())),
  wsRpcUrl: z.optional(z.nullable(z.string())),
  explorerUrl: z.optional(z.nullable(z.string())),
  explorerName: z.optional(z.nullable(z.string())),
  explorerPaths: z.optional(z.nullable(explorerPathsSchema)),
  depositEnabled: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
  /** USD; above it a partially disabled chain refuses. */
  partialDisableLimit: z.optional(z.nullable(z.number())),
  blockProductionLagging: z.optional(z.boolean()),
  tokenSupport: z.optional(z.string()),
  currency: z.optional(chainCurrencySchema),
  featuredTokens: z.optional(z.array(chainCurrencySchema)),
  erc20Currencies: z.optional(z.array(chainCurrencySchema)),
  solverCurrencies: z.optional(z.array(chainCurrencySchema)),
  iconUrl: z.optional(z.nullable(z.string())),
  logoUrl: z.optional(z.nullable(z.string())),
  brandColor: z.optional(z.nullable(z.string())),
  vmType: z.optional(z.string()),
  baseChainId: z.optional(z.nullable(z.number())),
  statusMessage: z.optional(z.nullable(z.string())),
  tags: z.optional(z.array(z.string())),
  protocol: z.optional(
    z.looseObject({
      v2: z.optional(
        z.looseObject({
          chainId: z.optional(z.union([z.string(), z.number()])),
          depository: z.optional(z.string()),
        }),
      ),
    }),
  ),
  /** Devnet extra: its deployed contracts by name. */
  contracts: z.optional(z.record(z.string(), z.string())),
})
export type CatalogueChain = z.infer<typeof chainSchema>

/** `GET /chains` (query `includeChains`: comma list of ids). */
export const chainsResponseSchema = z.looseObject({ chains: z.array(chainSchema) })
export type ChainsResponse = z.infer<typeof chainsResponseSchema>

/** `POST /currencies/v2` body. `tokens` entries are `chainId:address`; `limit` defaults to 20. */
export const currenciesRequestSchema = z.object({
  defaultList: z.optional(z.boolean()),
  chainIds: z.optional(z.array(z.number())),
  term: z.optional(z.string()),
  address: z.optional(z.string()),
  currencyId: z.optional(z.string()),
  tokens: z.optional(z.array(z.string())),
  verified: z.optional(z.boolean()),
  limit: z.optional(z.number()),
  includeAllChains: z.optional(z.boolean()),
  useExternalSearch: z.optional(z.boolean()),
  depositAddressOnly: z.optional(z.boolean()),
})
export type CurrenciesRequest = z.infer<typeof currenciesRequestSchema>

/** `POST /currencies/v2` answer: entries of `listedCurrencySchema` (no `metadata.logoURI` for a token without a logo). */
export const currenciesResponseSchema = z.array(listedCurrencySchema)
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>

/** `GET /currencies/token/price?address&chainId`: USD per whole unit. */
export const tokenPriceResponseSchema = z.looseObject({ price: z.number() })
export type TokenPriceResponse = z.infer<typeof tokenPriceResponseSchema>

/** Devnet: `GET /devnet/catalogue` and `PUT /devnet/catalogue`, the synthetic entries' counts. */
export const devnetCatalogueSizesSchema = z.looseObject({
  chains: z.number(),
  tokens: z.number(),
  /** Devnet-run and listed-only chains plus synthetic ones, as `GET /chains` lists them. */
  listedChains: z.optional(z.number()),
  /** Every currency `POST /currencies/v2` can answer. */
  listedCurrencies: z.optional(z.number()),
})
export type DevnetCatalogueSizes = z.infer<typeof devnetCatalogueSizesSchema>
