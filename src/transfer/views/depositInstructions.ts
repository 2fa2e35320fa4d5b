import { t } from '@lingui/core/macro'
import { statusEndpoint } from '../../api/getStatus'
import { recordAmounts } from '../../api/recordAmounts'
import { CHAIN_ADDRESS_PATTERN } from '../../api/schemas/primitives'
import type { QuoteResponse } from '../../api/schemas/quote'
import type { RequestRecord } from '../../api/schemas/requests'
import { isSvmStepData, isTransactionStep } from '../../api/schemas/stepKinds'
import { FerryError } from '../../lib/FerryError'
import { formatUsd } from '../../lib/format'
import { type AppFeeNote, appFeeNote } from '../fees/appFeeNote'
import type { AppFeeSetting } from '../fees/appFeePolicy'
import { formatCurrencyAmount } from '../quote/quoteSummaryLine'
import { requestOfSteps } from '../run/requestOfSteps'

/**
 * What a person paying from an exchange or another wallet must do: send
 * exactly `amount` of `symbol` on chain `chainId` to `address`. From a quote
 * asked with `useDepositAddress` (section 10.9).
 */
export type DepositInstructions = {
  requestId: string
  checkEndpoint: string
  /** 0x hex on an EVM chain, a base58 public key (exactly as the service gave it) on Solana. */
  address: string
  chainId: number
  /** Smallest units. */
  amount: string
  symbol: string
  decimals: number
  /** The token's address (the zero address for the native currency). */
  currency: string
  /** Tied to this order: a different amount is refunded (less) or its excess is (more). */
  strict: boolean
  refundTo?: string
  /** Unix ms after which the quoted price no longer holds (the order's deadline), when the quote says. */
  expiresAt?: number
  /** What the recipient gets for `amount` as quoted ("0.0995 ETH"), with its USD value when the quote gives it. */
  arrives?: { text: string; usd?: string }
  /** The site's fee the quote includes, named beside what is sent and what arrives. */
  appFee?: AppFeeNote
}

/** What a deposit-address quote lacked: no address, one Ferry cannot show, no request to follow, no amount. */
type MissingDeposit =
  | { kind: 'noAddress' }
  | { kind: 'badAddress'; address: string }
  | { kind: 'noRequest' }
  | { kind: 'noAmount' }

/** The quote was asked with a deposit address and has none Ferry can use, in words (shown to the person). */
function missingDepositText(missing: MissingDeposit): string {
  switch (missing.kind) {
    case 'noAddress':
      return t({
        id: 'transfer.deposit.missing.noAddress',
        message:
          'The service did not give a deposit address for this transfer (no address in its steps). Try another token or chain.',
      })
    case 'badAddress': {
      const { address } = missing
      return t({
        id: 'transfer.deposit.missing.badAddress',
        message: `The service did not give a deposit address for this transfer (“${address}” is not an address Ferry can show). Try another token or chain.`,
      })
    }
    case 'noRequest':
      return t({
        id: 'transfer.deposit.missing.noRequest',
        message:
          'The service did not give a deposit address for this transfer (no request to follow). Try another token or chain.',
      })
    case 'noAmount':
      return t({
        id: 'transfer.deposit.missing.noAmount',
        message:
          'The service did not give a deposit address for this transfer (no amount to send). Try another token or chain.',
      })
  }
}

export class NoDepositAddressError extends FerryError {
  override name = 'NoDepositAddressError'
  constructor(missing: MissingDeposit) {
    super(missingDepositText(missing))
  }
}

/**
 * The instructions of a deposit-address quote; throws NoDepositAddressError when the quote has none.
 * `asked.appFees`: the site's fees the quote was asked with, which name its fee.
 */
export function depositInstructions(
  quote: QuoteResponse,
  asked: { strict: boolean; refundTo?: string; appFees?: AppFeeSetting },
): DepositInstructions {
  const step = quote.steps.find((s) => s.depositAddress)
  const address = step?.depositAddress
  if (!step || !address) throw new NoDepositAddressError({ kind: 'noAddress' })
  if (!CHAIN_ADDRESS_PATTERN.test(address)) throw new NoDepositAddressError({ kind: 'badAddress', address })
  const { requestId, checkEndpoint } = requestOfSteps(quote.steps)
  if (!requestId || !checkEndpoint) throw new NoDepositAddressError({ kind: 'noRequest' })
  const input = quote.details.currencyIn
  if (!input?.currency) throw new NoDepositAddressError({ kind: 'noAmount' })
  const item = isTransactionStep(step) ? step.items[0] : undefined
  const deadline = quote.protocol?.v2?.orderData?.inputs[0]?.refunds[0]?.deadline
  const output = quote.details.currencyOut
  const outputUsd = formatUsd(output?.amountUsd)
  const appFee = appFeeNote({ fees: quote.fees, appFees: asked.appFees })
  return {
    requestId,
    checkEndpoint,
    address,
    chainId: (item && !isSvmStepData(item.data) ? item.data.chainId : undefined) ?? input.currency.chainId,
    amount: input.amount,
    symbol: input.currency.symbol,
    decimals: input.currency.decimals,
    currency: input.currency.address,
    strict: asked.strict,
    ...(asked.refundTo ? { refundTo: asked.refundTo } : {}),
    ...(deadline ? { expiresAt: deadline * 1000 } : {}),
    ...(output?.currency
      ? { arrives: { text: formatCurrencyAmount(output), ...(outputUsd ? { usd: outputUsd } : {}) } }
      : {}),
    ...(appFee ? { appFee } : {}),
  }
}

/**
 * The same instructions read back from a request's record (the request page,
 * opened anywhere): the address, the amount and token quoted, the refund
 * address. Undefined when the record has no deposit address or no amount.
 * The quote's deadline is not in the record, so no countdown.
 */
export function depositInstructionsOfRecord(record: RequestRecord): DepositInstructions | undefined {
  const address = record.depositAddress?.address
  const input = recordAmounts(record).currencyIn
  if (!address || !CHAIN_ADDRESS_PATTERN.test(address) || !input?.currency || !/^\d+$/.test(input.amount))
    return undefined
  return {
    requestId: record.id,
    checkEndpoint: statusEndpoint(record.id),
    address,
    chainId: input.currency.chainId,
    amount: input.amount,
    symbol: input.currency.symbol,
    decimals: input.currency.decimals,
    currency: input.currency.address,
    strict: record.depositAddress?.type !== 'open',
    ...(record.refundTo ? { refundTo: record.refundTo } : {}),
  }
}
