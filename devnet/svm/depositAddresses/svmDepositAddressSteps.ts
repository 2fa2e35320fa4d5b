import { address, createNoopSigner, isAddress } from '@solana/kit'
import type { Hex } from 'viem'
import type { QuoteRequest, StepBody } from '../../../src/api/schemas'
import { toPublicInstruction } from '../../../src/api/svmInstruction'
import { depositAddressRefundTo, depositAddressStep } from '../../depositAddresses/depositAddressQuote'
import type { DepositAddress } from '../../store/DepositAddressesTable'
import { SOL_ADDRESS, type SvmChain, type SvmCurrency } from '../SvmChain'
import { paymentInstructions } from '../svmInstructions'
import { svmDepositAddressOf } from './svmDepositAddressOf'

/** One signature's fee, in lamports: what the payer's transfer costs on the Solana chain. */
const TRANSFER_FEE_LAMPORTS = 5_000n

/**
 * A deposit-address quote's step on the Solana chain: a plain payment of `amountIn` to a fresh address of the
 * request (SOL by System Program transfer; USDC by `TransferChecked` into its associated token account, created if
 * missing), no memo: anyone may pay it, an exchange included. The instructions name `user` as the payer when it is a
 * Solana address (else Solana's zero key: whoever pays signs their own). Also the address row to store.
 */
export async function svmDepositAddressSteps(args: {
  chain: Pick<SvmChain, 'id' | 'name'>
  currency: SvmCurrency
  request: QuoteRequest
  requestId: Hex
  amountIn: bigint
}): Promise<{ steps: StepBody[]; userGas: bigint; depositAddress: Omit<DepositAddress, 'createdAt'> }> {
  const { chain, currency, request, requestId, amountIn } = args
  const { address: depositAddress } = await svmDepositAddressOf(requestId)
  const payer = isAddress(request.user) ? request.user : SOL_ADDRESS
  const instructions = await paymentInstructions({
    from: createNoopSigner(address(payer)),
    to: depositAddress,
    asset: currency.isNative ? { kind: 'sol' } : { kind: 'spl', mint: currency.address, decimals: currency.decimals },
    amount: amountIn,
  })
  const type = request.strict ? 'strict' : 'open'
  return {
    steps: [
      depositAddressStep({
        type,
        symbol: currency.symbol,
        chainName: chain.name,
        address: depositAddress,
        requestId,
        data: {
          instructions: instructions.map((instruction) => ({ ...toPublicInstruction(instruction) })),
          addressLookupTableAddresses: [],
        },
      }),
    ],
    userGas: TRANSFER_FEE_LAMPORTS,
    depositAddress: {
      address: depositAddress,
      requestId,
      chainId: chain.id,
      type,
      currency: currency.address,
      refundTo: depositAddressRefundTo(request),
      recoveryAddress: null,
    },
  }
}
