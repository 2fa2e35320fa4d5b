import * as z from 'zod/mini'
import { optionalAmount } from './currency'
import { addressValue, hexValue, uintValue } from './primitives'
import { feeSponsorshipSchema } from './requests'
import {
  optionalFlag,
  optionalNumber,
  optionalText,
  shownText,
  tolerantList,
  tolerantObject,
  tolerantPart,
} from './tolerant'

export * from './quoteRequest'

/**
 * Section 2.2: the transaction of a step item, the one a person signs. Parsed
 * at the edge into viem's types, so nothing can fail to convert halfway
 * through a transfer; `from` and the fee fields are not used and may be absent.
 */
export const stepTransactionSchema = z.object({
  from: z.optional(addressValue),
  to: addressValue,
  data: hexValue,
  value: uintValue,
  chainId: z.int().check(z.positive()),
  gas: z.optional(uintValue),
  maxFeePerGas: z.optional(uintValue),
  maxPriorityFeePerGas: z.optional(uintValue),
})
/** A step transaction as the widget holds it (parsed). */
export type StepTransaction = z.output<typeof stepTransactionSchema>
/** A step transaction as it travels (what the devnet writes). */
export type StepTransactionBody = z.input<typeof stepTransactionSchema>

/** Where to follow an item; the description makes both fields optional, and Ferry needs the endpoint. */
export const stepCheckSchema = z.looseObject({
  endpoint: z.string(),
  method: optionalText,
})
export type StepCheck = z.output<typeof stepCheckSchema>
const optionalCheck = tolerantPart(stepCheckSchema, "a step item's check")

/**
 * A Solana step item's transaction (an `svm` origin): instructions the client compiles into a v0 message with a
 * recent blockhash, the person's wallet signs. Only what the client uses is read; `data` is hex (0x-prefixed or not).
 */
export const svmStepDataSchema = z.looseObject({
  instructions: z.array(
    z.looseObject({
      keys: z.array(z.looseObject({ pubkey: z.string(), isSigner: z.boolean(), isWritable: z.boolean() })),
      programId: z.string(),
      data: z.string().check(z.regex(/^(0x)?([0-9a-fA-F]{2})*$/)),
    }),
  ),
  addressLookupTableAddresses: z._default(z.array(z.string()), []),
})
export type SvmStepDataBody = z.input<typeof svmStepDataSchema>

/** A transaction item: the person sends `data` from their wallet (an EVM transaction, or Solana instructions). */
export const transactionItemSchema = z.looseObject({
  status: optionalText,
  data: z.union([stepTransactionSchema, svmStepDataSchema]),
  check: optionalCheck,
})
export type TransactionItem = z.output<typeof transactionItemSchema>

/** What a signature item asks the wallet to sign: EIP-191 text or EIP-712 typed data. */
export const signPayloadSchema = z.discriminatedUnion('signatureKind', [
  z.looseObject({ signatureKind: z.literal('eip191'), message: z.string() }),
  z.looseObject({
    signatureKind: z.literal('eip712'),
    domain: z.record(z.string(), z.unknown()),
    types: z.record(z.string(), z.array(z.looseObject({ name: z.string(), type: z.string() }))),
    primaryType: z.string(),
    value: z.record(z.string(), z.unknown()),
  }),
])
export type SignPayload = z.output<typeof signPayloadSchema>

/** Where a signature goes once made: the signature travels as the `signature` query parameter. */
export const signaturePostSchema = z.looseObject({
  endpoint: z.string().check(z.regex(/^\//)),
  method: z.string(),
  body: z.optional(z.record(z.string(), z.unknown())),
})
export type SignaturePost = z.output<typeof signaturePostSchema>

/** A signature item (section 10.8): sign, then post. */
export const signatureItemSchema = z.looseObject({
  status: optionalText,
  data: z.looseObject({ sign: z.optional(signPayloadSchema), post: z.optional(signaturePostSchema) }),
  check: optionalCheck,
})
export type SignatureItem = z.output<typeof signatureItemSchema>

/**
 * What every step has. The description requires `id`, `action` and
 * `description` in a quote but not in the steps a signature post returns;
 * Ferry only shows them (stepLabel), so absent they are empty.
 */
const stepFields = {
  id: shownText,
  action: shownText,
  description: shownText,
  requestId: optionalText,
  /** Non-empty when the deposit is a plain transfer to an address the service watches. */
  depositAddress: optionalText,
}

export const transactionStepSchema = z.looseObject({
  ...stepFields,
  kind: z.literal('transaction'),
  items: z._default(z.array(transactionItemSchema), []),
})
export const signatureStepSchema = z.looseObject({
  ...stepFields,
  kind: z.literal('signature'),
  items: z._default(z.array(signatureItemSchema), []),
})
/** A step of a kind Ferry does not execute: it parses, and the runner says so in words. */
export const otherStepSchema = z.looseObject({
  ...stepFields,
  kind: z.string().check(z.refine((kind) => kind !== 'transaction' && kind !== 'signature')),
  items: z._default(
    z.array(z.looseObject({ status: optionalText, data: z.optional(z.unknown()), check: optionalCheck })),
    [],
  ),
})

/**
 * One step. Steps are never left out one by one: a quote whose steps Ferry
 * cannot read in full is not one it can carry out (an approve left out would
 * make the deposit revert), so it is an error.
 */
export const stepSchema = z.union([transactionStepSchema, signatureStepSchema, otherStepSchema])
export type Step = z.output<typeof stepSchema>
export type StepBody = z.input<typeof stepSchema>
export type TransactionStep = z.output<typeof transactionStepSchema>
export type SignatureStep = z.output<typeof signatureStepSchema>
/** Any item of any step: what a step holds in common. */
export type StepItem = Step['items'][number]

/** The answer to a signature item's post (`POST /execute/permits`, say): further steps to run, if any. */
export const signaturePostResponseSchema = z.looseObject({
  steps: z.optional(z.array(stepSchema)),
  message: optionalText,
})
export type SignaturePostResponse = z.output<typeof signaturePostResponseSchema>

const usdPercentSchema = z.looseObject({ usd: optionalText, percent: optionalText })
const slippageSideSchema = z.looseObject({ usd: optionalText, value: optionalText, percent: optionalText })
const routeSideSchema = z.looseObject({
  inputCurrency: optionalAmount('a route input'),
  outputCurrency: optionalAmount('a route output'),
  router: optionalText,
  /** The swap sources (`GET /swap-sources`) this side of the route trades through; the review names them. */
  includedSwapSources: tolerantList(z.string().check(z.minLength(1)), 'a swap source of the route'),
})

/** The fee lines; one Ferry cannot read is left out, the others stay. */
export const quoteFeesSchema = z.looseObject({
  gas: optionalAmount('the gas fee'),
  relayer: optionalAmount('the relayer fee'),
  relayerGas: optionalAmount('the relayer gas fee'),
  relayerService: optionalAmount('the relayer service fee'),
  app: optionalAmount('the app fee'),
  subsidized: optionalAmount('the subsidized fees'),
})
export type QuoteFees = z.output<typeof quoteFeesSchema>
export const FEE_KEYS = ['gas', 'relayer', 'relayerGas', 'relayerService', 'app', 'subsidized'] as const

/** The quote's details, every part optional: one Ferry cannot read is left out, the others stay. */
export const quoteDetailsSchema = z.looseObject({
  operation: optionalText,
  sender: optionalText,
  recipient: optionalText,
  currencyIn: optionalAmount('the amount in'),
  currencyOut: optionalAmount('the amount out'),
  refundCurrency: optionalAmount('the refund currency'),
  totalImpact: tolerantPart(usdPercentSchema, 'the total impact'),
  swapImpact: tolerantPart(usdPercentSchema, 'the swap impact'),
  expandedPriceImpact: tolerantPart(
    z.record(z.string(), z.looseObject({ usd: optionalText })),
    'the expanded price impact',
  ),
  rate: optionalText,
  slippageTolerance: tolerantPart(
    z.looseObject({
      origin: tolerantPart(slippageSideSchema, 'the origin slippage'),
      destination: tolerantPart(slippageSideSchema, 'the destination slippage'),
    }),
    'the slippage tolerance',
  ),
  timeEstimate: optionalNumber,
  userBalance: optionalText,
  isFixedRate: optionalFlag,
  route: tolerantPart(
    z.looseObject({
      origin: tolerantPart(routeSideSchema, 'the origin route'),
      destination: tolerantPart(routeSideSchema, 'the destination route'),
    }),
    'the route',
  ),
  /** The native gas a `topupGas` quote also delivers to the recipient on the destination chain (its cost is in `fees.relayerGas`). */
  currencyGasTopup: optionalAmount('the gas top-up'),
})
export type QuoteDetails = z.output<typeof quoteDetailsSchema>

/** `protocol.v2.orderData` (the description types it `unknown`): what Ferry reads of it, the refund deadline. */
export const orderDataSchema = z.looseObject({
  inputs: z.array(
    z.looseObject({
      refunds: z.array(z.looseObject({ deadline: z.number() })),
    }),
  ),
})

export const protocolSchema = z.looseObject({
  v2: tolerantPart(
    z.looseObject({
      orderId: optionalText,
      orderData: tolerantPart(orderDataSchema, "the order's data"),
    }),
    'protocol.v2',
  ),
})

/**
 * Section 2.2. The steps are what Ferry acts on and must parse in full; fees,
 * details, protocol and sponsorship are shown, so a part Ferry cannot read is
 * left out (with a warning) and the quote still goes ahead. Extra fields pass.
 */
export const quoteResponseSchema = z.looseObject({
  steps: z.array(stepSchema),
  fees: tolerantObject(quoteFeesSchema, "the quote's fees"),
  details: tolerantObject(quoteDetailsSchema, "the quote's details"),
  protocol: tolerantPart(protocolSchema, "the quote's protocol"),
  /** What the API key's sponsor pays of this quote's fees (`quoted`; `actual` is null until the request ends). */
  feeSponsorship: tolerantPart(feeSponsorshipSchema, "the quote's fee sponsorship"),
})
/** A quote as the widget holds it: steps parsed into viem's types. */
export type QuoteResponse = z.output<typeof quoteResponseSchema>
/** A quote as it travels, with every part Ferry reads present: what the devnet answers and stores. */
export type QuoteResponseBody = z.input<typeof quoteResponseSchema> & {
  fees: z.input<typeof quoteFeesSchema>
  details: z.input<typeof quoteDetailsSchema>
}
