import * as z from 'zod/mini'
import { currencyMetadataSchema, listedCurrencySchema } from './currency'
import { nullableText, optionalFlag, optionalNumber, optionalText, tolerantList, tolerantPart } from './tolerant'

/**
 * The catalogue endpoints of the public service (section 10.6): `GET /chains`, `POST /currencies/v2`,
 * `GET /currencies/token/price`, `POST /price`. Every field is optional in
 * the public description, so only what a client needs is required here and
 * unknown fields pass through.
 */

/**
 * A currency as `GET /chains` lists it (`currency`, `featuredTokens`,
 * `erc20Currencies`). The description makes every field optional; Ferry
 * needs the symbol, the address and the decimals to offer a token, so an
 * entry without them is left out (tolerantList), never the chain.
 */
export const chainCurrencySchema = z.looseObject({
  symbol: z.string(),
  name: optionalText,
  /** Not always EVM hex: non-EVM chains list their own address formats. */
  address: z.string(),
  decimals: z.number(),
  /** EIP-2612 permits (erc20Currencies). */
  supportsPermit: optionalFlag,
  metadata: tolerantPart(currencyMetadataSchema, "a chain currency's metadata"),
})
export type ChainCurrency = z.output<typeof chainCurrencySchema>
export type ChainCurrencyBody = z.input<typeof chainCurrencySchema>

/**
 * One chain of `GET /chains`, parsed for what Ferry uses: the id and name it
 * cannot do without, and the rest as optional as the description has it.
 * Fields Ferry does not read (`contracts` with its nested `v3`, `protocol`,
 * `solverAddresses`, `tags`, fees, ...) are not validated at all. `vmType`
 * is 'evm', 'svm', 'bvm', 'tvm', ... (any string).
 */
export const chainSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  displayName: optionalText,
  httpRpcUrl: optionalText,
  wsRpcUrl: optionalText,
  explorerUrl: optionalText,
  explorerName: optionalText,
  /** `transaction`: the path of a transaction's page, `{TX_HASH}` standing for the hash. */
  explorerPaths: tolerantPart(z.nullable(z.looseObject({ transaction: optionalText })), "a chain's explorer paths"),
  /** Added to an explorer link's query (Solana Devnet's `cluster`). */
  explorerQueryParams: tolerantPart(z.nullable(z.record(z.string(), z.unknown())), "a chain's explorer query"),
  /** "If the network supports depositing to this chain, e.g. allows this chain to be set as the destination chain." */
  depositEnabled: optionalFlag,
  /** Relaying to and from this chain is disabled. */
  disabled: optionalFlag,
  /** Blocks are lagging behind or not being produced. */
  blockProductionLagging: optionalFlag,
  currency: tolerantPart(chainCurrencySchema, "a chain's native currency"),
  featuredTokens: tolerantList(chainCurrencySchema, "a chain's featured token"),
  erc20Currencies: tolerantList(chainCurrencySchema, "a chain's ERC20 currency"),
  iconUrl: nullableText,
  logoUrl: nullableText,
  vmType: optionalText,
  statusMessage: nullableText,
})
export type CatalogueChain = z.output<typeof chainSchema>
/** A chain as it travels: anything the description allows (the devnet writes the description's shape). */
export type CatalogueChainBody = z.input<typeof chainSchema>

/** `GET /chains` (query `includeChains`: comma list of ids). A chain Ferry cannot read is left out, never the list. */
export const chainsResponseSchema = z.looseObject({ chains: tolerantList(chainSchema, 'a chain of GET /chains') })
export type ChainsResponse = z.output<typeof chainsResponseSchema>

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
export const currenciesResponseSchema = tolerantList(listedCurrencySchema, 'a currency of POST /currencies/v2')
export type CurrenciesResponse = z.output<typeof currenciesResponseSchema>

/** `GET /currencies/token/price?address&chainId`: USD per whole unit. */
export const tokenPriceResponseSchema = z.looseObject({ price: optionalNumber })
export type TokenPriceResponse = z.output<typeof tokenPriceResponseSchema>

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
