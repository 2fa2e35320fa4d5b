import { createSolanaRpc, type Signature } from '@solana/kit'
import { formatUnits } from 'viem'
import type { DevnetContext } from '../DevnetContext'
import { usdMicros } from '../pricing/usdMicros'
import type { TransactionDetails } from '../store/TransactionsTable'
import { svmUsdPrice } from './quote/priceSvmRoute'
import type { SvmChain } from './SvmChain'

/** SOL's decimals: a fee in lamports. */
const SOL_DECIMALS = 9

/**
 * What a request record shows of one of its transactions on the Solana chain, read once over its RPC as for an EVM
 * one: the fee in lamports (5,000 a signature, burnt), in USD at SOL's price, and the block time. `txData` (an EVM
 * call's from, to, data, value) has no Solana counterpart: null.
 */
export async function readSvmTransactionDetails(
  context: Pick<DevnetContext, 'pricing'> & { svmChain: Pick<SvmChain, 'rpcUrl'> },
  signature: string,
): Promise<TransactionDetails> {
  const rpc = createSolanaRpc(context.svmChain.rpcUrl)
  const transaction = await rpc
    .getTransaction(signature as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
    .send()
  if (!transaction?.meta) throw new Error(`Solana transaction ${signature} not found`)
  const fee = BigInt(transaction.meta.fee)
  return {
    fee,
    feeUsd: formatUnits(usdMicros(fee, SOL_DECIMALS, svmUsdPrice(context, 'sol')), 6),
    blockTimestamp: Number(transaction.blockTime ?? 0),
    txData: null,
  }
}
