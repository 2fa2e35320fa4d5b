import type { QuoteResponse, Step } from '../../api/schemas/quote'
import { isSignatureStep, isSvmStepData, isTransactionStep } from '../../api/schemas/stepKinds'
import { requestOfSteps } from '../run/requestOfSteps'
import { signingChainOf } from '../run/signingChainOf'
import type { DepositInstructions } from '../views/depositInstructions'
import type { StepName } from '../views/stepLabel'
import type { StoredTransfer } from './transferHistory'

/** What the progress view needs, whether the transfer started here or was resumed after a reload. */
export type TransferView = {
  requestId: string | undefined
  /** The steps, named in words only when shown (`stepLabel`), so that they follow the language. */
  steps: StepName[]
  originChainId: number
  destinationChainId: number
  summary: string
  /** The person sends no transaction: they sign, and the service submits the deposit (status `depositing`). */
  gasless?: boolean
  /** Paid by a plain transfer to a deposit address: what to send where. */
  deposit?: DepositInstructions
  /** The native gas the fill delivers to the recipient besides the output (a `topupGas` quote). */
  gasTopup?: { amount: string; symbol: string; decimals: number }
  /** What the quote delivers and to whom, for the outcome to say (absent in views remembered before it). */
  arrives?: { amount: string; symbol: string; decimals: number; recipient: string | undefined }
}

/** A quote's request, derived once for the step runner, the device's memory and the progress view. */
export type TransferPlan = TransferView & {
  /** The status path that follows the request: the last step's last check (`getStatus` reads it as v3). */
  checkEndpoint: string | undefined
  /** The id of the step whose transactions move the money: from its first one on, the transfer is remembered. */
  depositStepId: string | undefined
}

/** The chain of the first thing the person does: a transaction's chain, or the chain a signature is for. */
export function originChainOfSteps(steps: readonly Step[]): number | undefined {
  const first = steps[0]
  if (!first) return undefined
  if (isTransactionStep(first)) {
    const data = first.items[0]?.data
    // A Solana item names no chain: the quote's input currency says it.
    return data && !isSvmStepData(data) ? data.chainId : undefined
  }
  if (isSignatureStep(first)) {
    const sign = first.items[0]?.data.sign
    return sign ? signingChainOf(sign) : undefined
  }
  return undefined
}

/** The plan of a quote about to be executed; `summary` is the line lists show ("0.5 ETH → 0.4991 ETH"). */
export function planTransfer(quote: QuoteResponse, summary: string): TransferPlan {
  const { requestId, checkEndpoint } = requestOfSteps(quote.steps)
  return {
    requestId,
    checkEndpoint,
    depositStepId: quote.steps.at(-1)?.id,
    steps: quote.steps.map(({ id, action, description }) => ({ id, action, description })),
    originChainId: originChainOfSteps(quote.steps) ?? quote.details.currencyIn?.currency?.chainId ?? 0,
    destinationChainId: quote.details.currencyOut?.currency?.chainId ?? 0,
    summary,
    gasless: !quote.steps.some(isTransactionStep),
    ...gasTopupOf(quote),
    ...arrivesOf(quote),
  }
}

function gasTopupOf(quote: QuoteResponse): Pick<TransferView, 'gasTopup'> {
  const topup = quote.details.currencyGasTopup
  if (!topup?.currency || topup.amount === '0') return {}
  return { gasTopup: { amount: topup.amount, symbol: topup.currency.symbol, decimals: topup.currency.decimals } }
}

function arrivesOf(quote: QuoteResponse): Pick<TransferView, 'arrives'> {
  const out = quote.details.currencyOut
  if (!out?.currency) return {}
  const { symbol, decimals } = out.currency
  return { arrives: { amount: out.amount, symbol, decimals, recipient: quote.details.recipient } }
}

/** The view of a transfer remembered on this device (resumed after a reload). */
export function viewOfStored(stored: StoredTransfer): TransferView {
  // A batch sent before the reload has its steps' ids before it has transactions.
  const ids = [...new Set([...(stored.batch?.stepIds ?? []), ...stored.transactions.map((t) => t.stepId)])]
  return {
    requestId: stored.requestId,
    steps: ids.map((id) => ({ id })),
    originChainId: stored.originChainId,
    destinationChainId: stored.destinationChainId,
    summary: stored.summary,
    // Remembered with no transaction of its own: a deposit by signature (which the service submitted), or one paid
    // to a deposit address from elsewhere.
    gasless: Boolean(stored.signed),
    ...(stored.deposit ? { deposit: stored.deposit } : {}),
  }
}
