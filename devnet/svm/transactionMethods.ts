import { JSON_RPC_ERRORS, JsonRpcError } from './jsonRpc'
import { addressParam, bytesParam, configParam, invalidParams, stringParam, withContext } from './rpcParams'
import { SolanaNode } from './SolanaNode'
import type { SvmFaucet } from './SvmFaucet'
import type { TransactionRecord } from './TransactionIndex'

/** `getSignaturesForAddress`'s default and largest `limit`, as on Solana. */
const MAX_SIGNATURES = 1_000

/** The transaction methods: send, simulate, statuses, history, airdrops. */
export function transactionMethods(
  node: SolanaNode,
  faucet: SvmFaucet,
): Record<string, (params: unknown[]) => unknown> {
  const { ledger, index } = node
  return {
    sendTransaction: (params) => {
      const config = configParam(params, 1)
      const decoded = node.decode(bytesParam(stringParam(params, 0), config.encoding))
      return node.submit(decoded, { skipPreflight: config.skipPreflight === true })
    },
    simulateTransaction: (params) => {
      const config = configParam(params, 1)
      const sigVerify = config.sigVerify === true
      const replace = config.replaceRecentBlockhash === true
      if (sigVerify && replace) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      const decoded = node.decode(bytesParam(stringParam(params, 0), config.encoding ?? 'base58'))
      if (sigVerify && !decoded.signaturesValid) throw SolanaNode.signatureFailure()
      const fresh = replace || ledger.isBlockhashValid(decoded.recentBlockhash)
      const result = fresh
        ? ledger.simulate(decoded, sigVerify)
        : { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, accounts: [] }
      return withContext(node, {
        err: result.err,
        logs: result.logs,
        accounts: null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        innerInstructions: null,
        replacementBlockhash: replace ? ledger.latestBlockhash() : null,
      })
    },
    getSignatureStatuses: (params) => {
      const signatures = params[0]
      if (!Array.isArray(signatures)) throw invalidParams('expected an array of signatures')
      return withContext(
        node,
        signatures.map((signature) => {
          const record = typeof signature === 'string' ? index.get(signature) : undefined
          if (!record) return null
          return {
            slot: BigInt(record.slot),
            confirmations: null,
            err: record.err,
            status: record.err ? { Err: record.err } : { Ok: null },
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
    getSignaturesForAddress: (params) => {
      const address = addressParam(params, 0)
      const { limit = MAX_SIGNATURES, before, until } = configParam(params, 1)
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_SIGNATURES)
        throw invalidParams(`limit must be 1 to ${MAX_SIGNATURES}`)
      const bound = (value: unknown) => (typeof value === 'string' ? value : undefined)
      return index.signaturesFor(address, { limit, before: bound(before), until: bound(until) }).map((record) => ({
        signature: record.signature,
        slot: BigInt(record.slot),
        err: record.err,
        memo: record.memo,
        blockTime: BigInt(record.blockTime),
        confirmationStatus: 'finalized',
      }))
    },
    getTransaction: (params) => {
      const config = configParam(params, 1)
      if (config.encoding !== undefined && config.encoding !== 'json')
        throw invalidParams(`unsupported encoding: ${String(config.encoding)} (the devnet answers json)`)
      const record = index.get(stringParam(params, 0))
      if (!record) return null
      if (record.version === 0 && config.maxSupportedTransactionVersion === undefined)
        throw new JsonRpcError(
          JSON_RPC_ERRORS.unsupportedTransactionVersion,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the ' +
            'following configuration parameter: "maxSupportedTransactionVersion": 0',
        )
      return transactionAnswer(record)
    },
    requestAirdrop: async (params) => {
      const address = addressParam(params, 0)
      const lamports = params[1]
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0)
        throw invalidParams('expected an amount of lamports')
      return faucet.airdrop(address, BigInt(lamports))
    },
  }
}

/** `getTransaction`'s answer: the record with its u64 fields as JSON numbers. */
function transactionAnswer(record: TransactionRecord): unknown {
  const meta = record.meta as Record<string, unknown> & { preBalances: string[]; postBalances: string[] }
  return {
    slot: BigInt(record.slot),
    blockTime: BigInt(record.blockTime),
    version: record.version,
    transaction: record.transaction,
    meta: {
      ...meta,
      fee: BigInt(meta.fee as string),
      preBalances: meta.preBalances.map(BigInt),
      postBalances: meta.postBalances.map(BigInt),
      computeUnitsConsumed: BigInt(meta.computeUnitsConsumed as string),
    },
  }
}
