import { type Address, encodeFunctionData, getAddress, type Hex } from 'viem'
import type { QuoteRequest, StepBody } from '../../src/api/schemas'
import { tokenAbi } from '../contracts/tokenAbi'
import type { QuoteInputs } from '../service/quote/validateQuoteRequest'
import { ServiceError } from '../service/ServiceError'
import type { DepositAddress } from '../store/DepositAddressesTable'
import { depositAddressOf } from './depositAddressOf'

/** The payer's transfer to the address: what `fees.gas` counts (it cannot be simulated without a payer). */
const TRANSFER_GAS = { native: 21_000n, erc20: 60_000n }

/** A transaction item's `data` as a quote writes it (EVM fields, or Solana instructions). */
type TransactionItemData = NonNullable<Extract<StepBody, { kind: 'transaction' }>['items']>[number]['data']

const invalid = (field: string, message: string) => new ServiceError(400, 'INVALID_INPUT', message, { field })

/** Solana's all-zero key (base58 of 32 zero bytes, the System Program): its "zero address", as 0x0…0 is on EVM. */
const SVM_ZERO_ADDRESS = '11111111111111111111111111111111'

/** The zero address of either VM: "nobody in particular" (a deposit address's payer, refunds to the depositor). */
function isZeroAddress(address: string): boolean {
  return address.startsWith('0x') ? BigInt(address) === 0n : address === SVM_ZERO_ADDRESS
}

/**
 * The deposit-address options of a quote request, checked before pricing:
 * `strict` needs `refundTo` (the zero address there means "the depositor");
 * `strict` and `recoveryAddress` need `useDepositAddress`; an open address
 * cannot promise an exact output; a zero `user` needs a `recipient`.
 */
export function checkDepositAddressOptions(request: QuoteRequest): void {
  if (!request.useDepositAddress) {
    if (request.strict) throw invalid('strict', 'strict applies to deposit addresses: set useDepositAddress too')
    if (request.recoveryAddress !== undefined)
      throw invalid('recoveryAddress', 'recoveryAddress applies to deposit addresses: set useDepositAddress too')
    return
  }
  if (request.strict && request.refundTo === undefined)
    throw invalid('refundTo', 'a strict deposit address needs refundTo (the zero address refunds to the depositor)')
  if (request.recoveryAddress !== undefined && isZeroAddress(request.recoveryAddress))
    throw invalid('recoveryAddress', 'recoveryAddress cannot be the zero address')
  if (!request.strict && request.tradeType === 'EXACT_OUTPUT')
    throw invalid('tradeType', 'an open deposit address takes any amount: EXACT_OUTPUT needs strict: true')
  if (request.usePermit) throw invalid('usePermit', 'a deposit address is paid by a plain transfer, not a permit')
  if (isZeroAddress(request.user) && (request.recipient === undefined || isZeroAddress(request.recipient)))
    throw invalid('recipient', 'with a zero user, name the recipient')
}

/** The request's `refundTo` as stored: null (refund to the depositor) for none or the zero address; base58 as it is. */
export function depositAddressRefundTo(request: QuoteRequest): string | null {
  const { refundTo } = request
  if (refundTo === undefined || isZeroAddress(refundTo)) return null
  return refundTo.startsWith('0x') ? getAddress(refundTo) : refundTo
}

/**
 * The single step of a deposit-address quote on any VM: a plain transfer to `address` (the item's `data` is the
 * origin VM's transaction: EVM `to`/`data`/`value`, or Solana instructions), with the usual check.
 */
export function depositAddressStep(args: {
  type: DepositAddress['type']
  symbol: string
  chainName: string
  address: string
  requestId: string
  data: TransactionItemData
}): StepBody {
  const { type, address, requestId } = args
  const strict = type === 'strict'
  return {
    id: 'deposit',
    action: 'Send funds to the deposit address',
    description: `Send ${strict ? 'exactly the amount of ' : ''}${args.symbol} on ${args.chainName} to ${address}${strict ? ' (this order only)' : ''}`,
    kind: 'transaction',
    requestId,
    depositAddress: address,
    items: [
      {
        status: 'incomplete',
        data: args.data,
        check: { endpoint: `/intents/status/v3?requestId=${requestId}`, method: 'GET' },
      },
    ],
  }
}

/**
 * A deposit-address quote's single step: a plain transfer of `amountIn` to a
 * fresh address of the devnet (native: a value transfer; a token:
 * `transfer(depositAddress, amountIn)`, no approval), with the usual check.
 * Also the address row to store with the request.
 */
export async function buildDepositAddressSteps(args: {
  inputs: QuoteInputs
  requestId: Hex
  amountIn: bigint
}): Promise<{ steps: StepBody[]; userGas: bigint; depositAddress: Omit<DepositAddress, 'createdAt'> }> {
  const { inputs, requestId, amountIn } = args
  const { origin, currencyIn, request } = inputs
  const address = await depositAddressOf(origin, requestId)
  const isNative = currencyIn.isNative
  const transfer = isNative
    ? { to: address as string, data: '0x', value: amountIn.toString() }
    : {
        to: currencyIn.address as string,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [address, amountIn] }),
        value: '0',
      }
  const type = request.strict ? 'strict' : 'open'
  const steps = [
    depositAddressStep({
      type,
      symbol: currencyIn.symbol,
      chainName: origin.name,
      address,
      requestId,
      data: { from: inputs.user, ...transfer, chainId: origin.id },
    }),
  ]
  return {
    steps,
    userGas: isNative ? TRANSFER_GAS.native : TRANSFER_GAS.erc20,
    depositAddress: {
      address,
      requestId,
      chainId: origin.id,
      type,
      currency: currencyIn.address,
      refundTo: depositAddressRefundTo(request),
      recoveryAddress: request.recoveryAddress ? getAddress(request.recoveryAddress as Address) : null,
    },
  }
}
