import { z } from 'zod'
import { addressSchema, hexSchema, tradeTypeSchema, uintStringSchema } from './primitives'
import { currencyAmountSchema } from './currency'

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
  originChainId: z.number().int().positive(),
  destinationChainId: z.number().int().positive(),
  originCurrency: z.string().min(1),
  destinationCurrency: z.string().min(1),
  amount: uintStringSchema,
  tradeType: tradeTypeSchema,
  txs: z.array(destinationCallSchema).optional(),
  referrer: z.string().optional(),
  recipient: addressSchema.optional(),
  /** Basis points, as a string. */
  slippageTolerance: z.string().regex(/^\d+$/).optional(),
  refundTo: addressSchema.optional(),
  appFees: z.array(z.object({ recipient: addressSchema, fee: z.string().regex(/^\d+$/) })).optional(),
})
export type QuoteRequest = z.infer<typeof quoteRequestSchema>

/** Section 2.2: the transaction of a step item. */
export const stepTransactionSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.string(),
  value: z.string(),
  chainId: z.number(),
  gas: z.string().optional(),
  maxFeePerGas: z.string().optional(),
  maxPriorityFeePerGas: z.string().optional(),
})
export type StepTransaction = z.infer<typeof stepTransactionSchema>

export const stepCheckSchema = z.object({
  endpoint: z.string(),
  method: z.string(),
})
export type StepCheck = z.infer<typeof stepCheckSchema>

export const stepItemSchema = z.object({
  status: z.string(),
  data: stepTransactionSchema,
  check: stepCheckSchema.optional(),
})
export type StepItem = z.infer<typeof stepItemSchema>

export const stepSchema = z.object({
  id: z.string(),
  action: z.string(),
  description: z.string(),
  kind: z.string(),
  requestId: z.string().optional(),
  depositAddress: z.string().optional(),
  items: z.array(stepItemSchema),
})
export type Step = z.infer<typeof stepSchema>

const usdPercentSchema = z.object({ usd: z.string().optional(), percent: z.string().optional() })
const slippageSideSchema = z.object({ usd: z.string().optional(), value: z.string().optional(), percent: z.string().optional() })
const routeSideSchema = z.object({
  inputCurrency: currencyAmountSchema.optional(),
  outputCurrency: currencyAmountSchema.optional(),
  router: z.string().optional(),
})

export const quoteFeesSchema = z.object({
  gas: currencyAmountSchema.optional(),
  relayer: currencyAmountSchema.optional(),
  relayerGas: currencyAmountSchema.optional(),
  relayerService: currencyAmountSchema.optional(),
  app: currencyAmountSchema.optional(),
  subsidized: currencyAmountSchema.optional(),
})
export type QuoteFees = z.infer<typeof quoteFeesSchema>
export const FEE_KEYS = ['gas', 'relayer', 'relayerGas', 'relayerService', 'app', 'subsidized'] as const

export const quoteDetailsSchema = z.object({
  operation: z.string().optional(),
  sender: z.string().optional(),
  recipient: z.string().optional(),
  currencyIn: currencyAmountSchema.optional(),
  currencyOut: currencyAmountSchema.optional(),
  refundCurrency: currencyAmountSchema.optional(),
  totalImpact: usdPercentSchema.optional(),
  swapImpact: usdPercentSchema.optional(),
  expandedPriceImpact: z.record(z.string(), z.object({ usd: z.string().optional() })).optional(),
  rate: z.string().optional(),
  slippageTolerance: z.object({ origin: slippageSideSchema.optional(), destination: slippageSideSchema.optional() }).optional(),
  timeEstimate: z.number().optional(),
  userBalance: z.string().optional(),
  isFixedRate: z.boolean().optional(),
  route: z.object({ origin: routeSideSchema.optional(), destination: routeSideSchema.optional() }).optional(),
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
    orderData: orderDataSchema.optional(),
    paymentDetails: z
      .object({ chainId: z.string(), depository: z.string(), currency: z.string(), amount: z.string() })
      .optional(),
  }),
})

/** Section 2.2. Extra fields are allowed; missing required ones fail the parse. */
export const quoteResponseSchema = z.object({
  steps: z.array(stepSchema),
  fees: quoteFeesSchema,
  details: quoteDetailsSchema,
  protocol: protocolSchema.optional(),
})
export type QuoteResponse = z.infer<typeof quoteResponseSchema>
