import { type Abi, decodeErrorResult, encodeFunctionData, type Hex, parseSignature } from 'viem'
import type { FailReason } from '../../src/api/schemas'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { tokenAbi } from '../contracts/tokenAbi'
import { type GaslessPermit, permitFromJson } from '../orders/GaslessPermit'
import type { RequestRecord } from '../store/requestRecord'
import { ttlDetails, ttlExpiresAt } from './requestTtl'
import { revertOf } from './revertOf'
import type { SolverDeps } from './SolverDeps'
import { type RecordedTransaction, sendRecordedTransaction } from './sendRecordedTransaction'
import { TransactionRevertedError } from './TransactionRevertedError'

const ERRORS_ABI = [...tokenAbi, ...depositoryAbi].filter((item) => item.type === 'error') as Abi

/** What a refused authorization means for the request; undefined: the deposit is on chain already (the indexer moves the request). */
const REASON_OF_ERROR: Record<string, FailReason | undefined> = {
  AuthorizationExpired: 'SIGNATURE_EXPIRED',
  AuthorizationNotYetValid: 'SIGNATURE_EXPIRED',
  InvalidSignature: 'INVALID_SIGNATURE',
  InsufficientBalance: 'GASLESS_PERMIT_BALANCE_TOO_LOW',
  AuthorizationAlreadyUsed: undefined,
}

/**
 * `depositing` -> the person's deposit on chain: the solver submits
 * `depositErc20WithAuthorization` with the signature posted to
 * `/execute/permits`, paying the gas, through `sendRecordedTransaction`
 * (recorded as the request's `deposit` before it is broadcast). The Deposit
 * event it emits is read by the indexer like any other, which moves the
 * request to `pending`. When the chain refuses the authorization (the
 * simulation reverts, or the mined transaction did) the request fails, with
 * nothing to refund: SIGNATURE_EXPIRED (validBefore passed on the origin
 * chain), GASLESS_PERMIT_BALANCE_TOO_LOW (the balance was spent meanwhile),
 * INVALID_SIGNATURE. An authorization already used means its deposit is on
 * chain (only this request's id can carry it): the indexer takes it from there.
 */
export class GaslessDepositor {
  constructor(private readonly deps: SolverDeps<'store' | 'logger' | 'solver'>) {}

  async deposit(request: RequestRecord): Promise<void> {
    const { store, logger } = this.deps.context
    if (request.status !== 'depositing') return
    const permit = permitFromJson(request.permit)
    if (!permit?.signature) throw new Error(`request ${request.id} is depositing without a signed permit`)
    const sender = this.deps.sender(permit.chainId)
    const chainId = sender.chain.id
    // The solver's own deposit transaction carries its signed bytes; the indexer's rows do not.
    const ours = (await store.transactions.list(request.id))
      .filter((t) => t.kind === 'deposit' && t.chainId === chainId && t.rawTx !== null)
      .at(-1)
    if (ours?.status === 'success') return
    const recorded: RecordedTransaction | undefined =
      ours && ours.status === 'pending' ? { txHash: ours.txHash as Hex, raw: ours.rawTx as Hex } : undefined
    const expiresAt = ttlExpiresAt(request)
    if (!recorded && expiresAt !== undefined && Date.now() >= expiresAt) {
      await this.fail(request, 'TTL_EXPIRED', ttlDetails(request, false))
      return
    }
    const tx = { to: permit.to, data: depositCall(permit) }
    try {
      const sent = await sendRecordedTransaction({
        sender,
        transaction: recorded ?? tx,
        record: ({ hash, raw }) =>
          store.transactions.addWhile(request.id, ['depositing'], {
            kind: 'deposit',
            chainId,
            txHash: hash,
            rawTx: raw,
            status: 'pending',
            blockNumber: null,
          }),
        setStatus: (txHash, status, blockNumber) =>
          store.transactions.setStatus(
            { requestId: request.id, kind: 'deposit', chainId, txHash },
            status,
            blockNumber,
          ),
        // The simulation reverts: the chain refuses the authorization as it stands.
        onSendError: async (error) => {
          const revert = revertOf(error)
          if (!revert) return false
          await this.refused(request, revert.data, tx)
          return true
        },
        onSent: ({ hash }) => logger.info(`request ${request.id}: gasless deposit ${hash} on chain ${chainId}`),
      })
      if (sent) logger.info(`request ${request.id}: gasless deposit mined; the indexer takes it to pending`)
    } catch (error) {
      if (!(error instanceof TransactionRevertedError)) throw error
      // Mined and reverted (the state moved after the simulation): the same call now says why.
      const data = await sender.chain.client
        .call({ account: this.deps.context.solver.address, to: tx.to, data: tx.data })
        .then(
          () => undefined,
          (e: unknown) => revertOf(e)?.data,
        )
      await this.refused(request, data, tx, error.txHash)
    }
  }

  private async refused(request: RequestRecord, data: Hex | undefined, tx: { to: Hex; data: Hex }, txHash?: Hex) {
    const name = decodeName(data)
    const failReason = name && name in REASON_OF_ERROR ? REASON_OF_ERROR[name] : 'TRANSACTION_REVERTED'
    if (!failReason) {
      this.deps.context.logger.info(
        `request ${request.id}: its authorization was used already; waiting for its deposit`,
      )
      return
    }
    await this.fail(request, failReason, {
      failedCallData: { from: this.deps.context.solver.address, to: tx.to, data: tx.data, value: '0' },
      callIndex: null,
      revert: { data: data ?? '0x', name: name ?? null, args: [], message: name ? `${name}()` : 'reverted' },
      ...(txHash ? { failedTxHash: txHash } : {}),
    })
  }

  private async fail(request: RequestRecord, failReason: FailReason, details: unknown): Promise<void> {
    if (
      await this.deps.context.store.transition(request.id, { from: ['depositing'], to: 'failure', failReason, details })
    )
      this.deps.context.logger.warn(`request ${request.id}: gasless deposit refused (${failReason}) -> failure`)
  }
}

/** The depository call that redeems the permit. */
export function depositCall(permit: GaslessPermit): Hex {
  if (!permit.signature) throw new Error('the permit is not signed')
  const { r, s, v, yParity } = parseSignature(permit.signature)
  return encodeFunctionData({
    abi: depositoryAbi,
    functionName: 'depositErc20WithAuthorization',
    args: [
      permit.token,
      permit.from,
      permit.value,
      permit.validAfter,
      permit.validBefore,
      permit.nonce,
      Number(v ?? BigInt(yParity + 27)),
      r,
      s,
    ],
  })
}

function decodeName(data: Hex | undefined): string | undefined {
  if (!data || data === '0x') return undefined
  try {
    return decodeErrorResult({ abi: ERRORS_ABI, data }).errorName
  } catch {
    return undefined
  }
}
