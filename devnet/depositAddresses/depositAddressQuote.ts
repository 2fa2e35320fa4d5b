import { type Address, encodeFunctionData, getAddress, type Hex } from 'viem'
import type { QuoteRequest, StepBody } from '../../src/api/schemas'
import { tokenAbi } from '../contracts/tokenAbi'
import type { QuoteInputs } from '../service/quote/validateQuoteRequest'
import { ServiceError } from '../service/ServiceError'
import type { DepositAddress } from '../store/DepositAddressesTable'
import { depositAddressOf } from './depositAddressOf'

/** The payer's transfer to the address: what `fees.gas` counts (it cannot be simulated without a payer). */
const TRANSFER_GAS = { native: 21_000n, erc20: 60_000n }

const invalid = (field: string, message: string) => new ServiceError(400, 'INVALID_INPUT', message, { field })

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
  if (request.recoveryAddress !== undefined && BigInt(request.recoveryAddress) === 0n)
    throw invalid('recoveryAddress', 'recoveryAddress cannot be the zero address')
  if (!request.strict && request.tradeType === 'EXACT_OUTPUT')
    throw invalid('tradeType', 'an open deposit address takes any amount: EXACT_OUTPUT needs strict: true')
  if (request.usePermit) throw invalid('usePermit', 'a deposit address is paid by a plain transfer, not a permit')
  if (BigInt(request.user) === 0n && (request.recipient === undefined || BigInt(request.recipient) === 0n))
    throw invalid('recipient', 'with a zero user, name the recipient')
}

/** The request's `refundTo` as stored: null (refund to the depositor) for none or the zero address. */
export function depositAddressRefundTo(request: QuoteRequest): string | null {
  return request.refundTo === undefined || BigInt(request.refundTo) === 0n ? null : getAddress(request.refundTo)
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
  const check = { endpoint: `/intents/status/v3?requestId=${requestId}`, method: 'GET' }
  const transfer = isNative
    ? { to: address as string, data: '0x', value: amountIn.toString() }
    : {
        to: currencyIn.address as string,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [address, amountIn] }),
        value: '0',
      }
  const type = request.strict ? 'strict' : 'open'
  const steps: StepBody[] = [
    {
      id: 'deposit',
      action: 'Send funds to the deposit address',
      description: `Send ${type === 'strict' ? 'exactly the amount of ' : ''}${currencyIn.symbol} on ${origin.name} to ${address}${type === 'strict' ? ' (this order only)' : ''}`,
      kind: 'transaction',
      requestId,
      depositAddress: address,
      items: [{ status: 'incomplete', data: { from: inputs.user, ...transfer, chainId: origin.id }, check }],
    },
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
