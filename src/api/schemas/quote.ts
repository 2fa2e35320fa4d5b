import * as z from 'zod/mini'
import { currencyAmountSchema } from './currency'
import {
  addressSchema,
  addressValue,
  hexSchema,
  hexValue,
  tradeTypeSchema,
  uintStringSchema,
  uintValue,
} from './primitives'
import { feeSponsorshipSchema } from './requests'

/** Section 2.1: one destination call of a call action. */
export const destinationCallSchema = z.object({
  to: addressSchema,
  value: uintStringSchema,
  data: hexSchema,
})
export type DestinationCall = z.infer<typeof destinationCallSchema>

/** Section 2.1 plus the extras of the official client (real-service-notes.md). */
export const quoteRequestSchema = z.object({
  user: addressSchema,
  originChainId: z.int().check(z.positive()),
  destinationChainId: z.int().check(z.positive()),
  originCurrency: z.string().check(z.minLength(1)),
  destinationCurrency: z.string().check(z.minLength(1)),
  amount: uintStringSchema,
  tradeType: tradeTypeSchema,
  txs: z.optional(z.array(destinationCallSchema)),
  referrer: z.optional(z.string()),
  recipient: z.optional(addressSchema),
  /** Basis points, as a string. */
  slippageTolerance: z.optional(z.string().check(z.regex(/^\d+$/))),
  refundTo: z.optional(addressSchema),
  appFees: z.optional(z.array(z.object({ recipient: addressSchema, fee: z.string().check(z.regex(/^\d+$/)) }))),
  /** An origin-chain address that can recover funds of a deposit address. */
  recoveryAddress: z.optional(addressSchema),
  /** Gasless deposit by signature (EIP-3009 / EIP-2612) on a currency that supports it. */
  usePermit: z.optional(z.boolean()),
  /** Seconds the permit stays valid (the service's default: 600). */
  permitExpiry: z.optional(z.int().check(z.positive())),
  /** Pay by a plain transfer to an address the service watches (no wallet connection). */
  useDepositAddress: z.optional(z.boolean()),
  /** A deposit address tied to this order; needs `refundTo`. */
  strict: z.optional(z.boolean()),
  /** Deliver native gas to the recipient on the destination chain too. */
  topupGas: z.optional(z.boolean()),
  /** USD micro-units of the top-up (the service's default: 2000000, $2). */
  topupGasAmount: z.optional(z.string().check(z.regex(/^\d+$/))),
  /** Fees paid by the API key's sponsor. Decided by the key holder, never by a browser. */
  subsidizeFees: z.optional(z.boolean()),
  sponsoredFeeComponents: z.optional(z.array(z.string())),
  /** USD micro-units: the most the sponsor pays for this request. */
  maxSubsidizationAmount: z.optional(z.string().check(z.regex(/^\d+$/))),
  /** Seconds: a request not filled in time is refunded (TTL_EXPIRED). */
  ttl: z.optional(z.int().check(z.positive())),
})
export type QuoteRequest = z.infer<typeof quoteRequestSchema>

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

export const stepCheckSchema = z.object({
  endpoint: z.string(),
  method: z.string(),
})
export type StepCheck = z.infer<typeof stepCheckSchema>

/** A transaction item: the person sends `data` from their wallet. */
export const transactionItemSchema = z.object({
  status: z.string(),
  data: stepTransactionSchema,
  check: z.optional(stepCheckSchema),
})
export type TransactionItem = z.output<typeof transactionItemSchema>

/** What a signature item asks the wallet to sign: EIP-191 text or EIP-712 typed data. */
export const signPayloadSchema = z.discriminatedUnion('signatureKind', [
  z.object({ signatureKind: z.literal('eip191'), message: z.string() }),
  z.object({
    signatureKind: z.literal('eip712'),
    domain: z.record(z.string(), z.unknown()),
    types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
    primaryType: z.string(),
    value: z.record(z.string(), z.unknown()),
  }),
])
export type SignPayload = z.infer<typeof signPayloadSchema>

/** Where a signature goes once made: the signature travels as the `signature` query parameter. */
export const signaturePostSchema = z.object({
  endpoint: z.string().check(z.regex(/^\//)),
  method: z.string(),
  body: z.optional(z.record(z.string(), z.unknown())),
})
export type SignaturePost = z.infer<typeof signaturePostSchema>

/** A signature item (real-service-notes.md, "Signature steps"): sign, then post. */
export const signatureItemSchema = z.object({
  status: z.string(),
  data: z.object({ sign: z.optional(signPayloadSchema), post: z.optional(signaturePostSchema) }),
  check: z.optional(stepCheckSchema),
})
export type SignatureItem = z.output<typeof signatureItemSchema>

const stepFields = {
  id: z.string(),
  action: z.string(),
  description: z.string(),
  requestId: z.optional(z.string()),
  /** Non-empty when the deposit is a plain transfer to an address the service watches. */
  depositAddress: z.optional(z.string()),
}

export const transactionStepSchema = z.object({
  ...stepFields,
  kind: z.literal('transaction'),
  items: z.array(transactionItemSchema),
})
export const signatureStepSchema = z.object({
  ...stepFields,
  kind: z.literal('signature'),
  items: z.array(signatureItemSchema),
})
/** A step of a kind Ferry does not execute: it parses, and the runner says so in words. */
export const otherStepSchema = z.object({
  ...stepFields,
  kind: z.string().check(z.refine((kind) => kind !== 'transaction' && kind !== 'signature')),
  items: z.array(z.object({ status: z.string(), data: z.optional(z.unknown()), check: z.optional(stepCheckSchema) })),
})

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
  message: z.optional(z.string()),
})
export type SignaturePostResponse = z.output<typeof signaturePostResponseSchema>

const usdPercentSchema = z.object({ usd: z.optional(z.string()), percent: z.optional(z.string()) })
const slippageSideSchema = z.object({
  usd: z.optional(z.string()),
  value: z.optional(z.string()),
  percent: z.optional(z.string()),
})
const routeSideSchema = z.object({
  inputCurrency: z.optional(currencyAmountSchema),
  outputCurrency: z.optional(currencyAmountSchema),
  router: z.optional(z.string()),
})

export const quoteFeesSchema = z.object({
  gas: z.optional(currencyAmountSchema),
  relayer: z.optional(currencyAmountSchema),
  relayerGas: z.optional(currencyAmountSchema),
  relayerService: z.optional(currencyAmountSchema),
  app: z.optional(currencyAmountSchema),
  subsidized: z.optional(currencyAmountSchema),
})
export type QuoteFees = z.infer<typeof quoteFeesSchema>
export const FEE_KEYS = ['gas', 'relayer', 'relayerGas', 'relayerService', 'app', 'subsidized'] as const

export const quoteDetailsSchema = z.object({
  operation: z.optional(z.string()),
  sender: z.optional(z.string()),
  recipient: z.optional(z.string()),
  currencyIn: z.optional(currencyAmountSchema),
  currencyOut: z.optional(currencyAmountSchema),
  refundCurrency: z.optional(currencyAmountSchema),
  totalImpact: z.optional(usdPercentSchema),
  swapImpact: z.optional(usdPercentSchema),
  expandedPriceImpact: z.optional(z.record(z.string(), z.object({ usd: z.optional(z.string()) }))),
  rate: z.optional(z.string()),
  slippageTolerance: z.optional(
    z.object({ origin: z.optional(slippageSideSchema), destination: z.optional(slippageSideSchema) }),
  ),
  timeEstimate: z.optional(z.number()),
  userBalance: z.optional(z.string()),
  isFixedRate: z.optional(z.boolean()),
  route: z.optional(z.object({ origin: z.optional(routeSideSchema), destination: z.optional(routeSideSchema) })),
  /** The native gas a `topupGas` quote also delivers to the recipient on the destination chain (its cost is in `fees.relayerGas`). */
  currencyGasTopup: z.optional(currencyAmountSchema),
})
export type QuoteDetails = z.infer<typeof quoteDetailsSchema>

export const orderDataSchema = z.object({
  version: z.string(),
  solverChainId: z.string(),
  solver: z.string(),
  salt: z.string(),
  inputs: z.array(
    z.object({
      payment: z.object({ chainId: z.string(), currency: z.string(), amount: z.string(), weight: z.string() }),
      refunds: z.array(
        z.object({
          chainId: z.string(),
          recipient: z.string(),
          currency: z.string(),
          minimumAmount: z.string(),
          deadline: z.number(),
          extraData: z.string(),
        }),
      ),
    }),
  ),
  output: z.object({
    chainId: z.string(),
    payments: z.array(
      z.object({ recipient: z.string(), currency: z.string(), minimumAmount: z.string(), expectedAmount: z.string() }),
    ),
    calls: z.array(z.string()),
    deadline: z.number(),
    extraData: z.string(),
  }),
  fees: z.array(z.unknown()),
})

export const protocolSchema = z.object({
  v2: z.object({
    orderId: z.string(),
    orderData: z.optional(orderDataSchema),
    paymentDetails: z.optional(
      z.object({ chainId: z.string(), depository: z.string(), currency: z.string(), amount: z.string() }),
    ),
  }),
})

/** Section 2.2. Extra fields are allowed; missing required ones fail the parse. */
export const quoteResponseSchema = z.object({
  steps: z.array(stepSchema),
  fees: quoteFeesSchema,
  details: quoteDetailsSchema,
  protocol: z.optional(protocolSchema),
  /** What the API key's sponsor pays of this quote's fees (`quoted`; `actual` is null until the request ends). */
  feeSponsorship: z.optional(feeSponsorshipSchema),
})
/** A quote as the widget holds it: steps parsed into viem's types. */
export type QuoteResponse = z.output<typeof quoteResponseSchema>
/** A quote as it travels: what the devnet answers and stores. */
export type QuoteResponseBody = z.input<typeof quoteResponseSchema>
