import type { Context } from 'hono'
import {
  type Hex,
  TransactionNotFoundError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { z } from 'zod'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { DevnetChain, DevnetContext, TransactionIndexer } from '../DevnetContext'
import { parseBody } from './parseBody'
import { ServiceError } from './ServiceError'

/** How long a transaction the node knows but has not mined yet is waited for (the SDK posts right after sending). */
export const INDEX_RECEIPT_WAIT_MS = 10_000
/** How often the receipt is asked for while waiting. */
const RECEIPT_POLL_MS = 100

const HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * The body of `POST /transactions/index` as the description has it (`chainId`
 * is a string there; the number is taken too). `referrer` is what the
 * official SDK adds.
 */
const indexBodySchema = z.object({
  txHash: z.string().regex(HASH, 'must be a 0x-prefixed 32-byte transaction hash'),
  chainId: z.union([z.string().regex(/^\d{1,10}$/, 'must be a chain id'), z.number().int().positive()]),
  requestId: z.string().regex(HASH, 'must be a 0x-prefixed 32-byte request id').optional(),
  referrer: z.string().max(200).optional(),
})

/**
 * `POST /transactions/index` `{ txHash, chainId }`: a client tells the
 * service about a transaction it just sent (the official SDK does after each
 * deposit, fire and forget). The devnet waits for it to be mined (up to
 * `INDEX_RECEIPT_WAIT_MS`) and has the solver record its deposits now, a
 * depository deposit or a payment to a deposit address, instead of at the
 * next block scan (`Solver.indexTransaction`); recording is idempotent, so the
 * scan finding it too changes nothing. Answers `{ message }` naming what was
 * found. 400 for a bad body or a chain the devnet does not run; 404 when the
 * chain has no such transaction.
 */
export function postTransactionsIndex(
  context: Pick<DevnetContext, 'chains' | 'logger'> & { transactionIndexer: TransactionIndexer },
) {
  return async (c: Context): Promise<Response> => {
    const body = await parseBody(c, indexBodySchema)
    const chainId = Number(body.chainId)
    const chain = context.chains.find((candidate) => candidate.id === chainId)
    if (!chain)
      throw new ServiceError(
        400,
        'UNSUPPORTED_CHAIN',
        `chainId ${body.chainId} is not a chain this devnet runs (${context.chains.map((x) => x.id).join(', ')})`,
        { field: 'chainId' },
      )
    const hash = body.txHash.toLowerCase() as Hex
    const receipt = await minedReceipt(chain, hash)
    const where = `${hash} on chain ${chain.id}`
    let message: string
    if (receipt.status !== 'success') message = `Transaction ${where} reverted: nothing to index`
    else {
      const { orderIds, depositAddresses } = await context.transactionIndexer.indexTransaction(chain, receipt)
      const found = [
        ...(orderIds.length > 0 ? [`deposit for order ${orderIds.join(', ')}`] : []),
        ...(depositAddresses.length > 0 ? [`payment to deposit address ${depositAddresses.join(', ')}`] : []),
      ]
      message =
        found.length > 0 ? `Indexed ${found.join(' and ')} from ${where}` : `Transaction ${where} has no deposit`
      if (found.length > 0) context.logger.info(`transactions/index: ${message}`)
    }
    return c.json({ message } satisfies DescribedResponse<'/transactions/index', 'post'>)
  }
}

/** The receipt of `hash`, waiting while the node holds it unmined; 404 when the node does not know it. */
async function minedReceipt(chain: DevnetChain, hash: Hex): Promise<TransactionReceipt> {
  const notFound = () => new ServiceError(404, 'NOT_FOUND', `No transaction ${hash} on chain ${chain.id}`)
  try {
    return await chain.client.getTransactionReceipt({ hash })
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error
  }
  try {
    await chain.client.getTransaction({ hash })
  } catch (error) {
    if (error instanceof TransactionNotFoundError) throw notFound()
    throw error
  }
  try {
    return await chain.client.waitForTransactionReceipt({
      hash,
      timeout: INDEX_RECEIPT_WAIT_MS,
      pollingInterval: RECEIPT_POLL_MS,
    })
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError)
      throw new ServiceError(404, 'NOT_FOUND', `Transaction ${hash} is not mined on chain ${chain.id} yet`)
    throw error
  }
}
