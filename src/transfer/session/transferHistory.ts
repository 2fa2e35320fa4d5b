import * as z from 'zod/mini'
import { isFinalStatus, refundHasFailed, statusResponseSchema } from '../../api/schemas/status'

const sentSchema = z.object({
  chainId: z.number(),
  // 0x-hex on an EVM chain, a base58 signature on Solana.
  hash: z.string().check(z.regex(/^(0x[0-9a-fA-F]+|[1-9A-HJ-NP-Za-km-z]{64,88})$/)),
  stepId: z.string(),
})

/** A transfer as remembered on this device, enough to resume tracking after a reload. */
export const storedTransferSchema = z.object({
  requestId: z.string(),
  checkEndpoint: z.string(),
  createdAt: z.number(),
  originChainId: z.number(),
  destinationChainId: z.number(),
  /** "0.5 ETH → 0.4991 ETH", for lists. */
  summary: z.string(),
  transactions: z.array(sentSchema),
  status: z.optional(statusResponseSchema),
  /** Tracking ended: the status is final (or the service stopped answering about it). */
  settled: z.optional(z.boolean()),
  /**
   * Sent as one batch (EIP-5792) whose transactions were not known yet: the wallet's id for it, to ask its status
   * after a reload, and the ids of the steps it carries.
   */
  batch: z.optional(z.object({ id: z.string(), chainId: z.number(), stepIds: z.array(z.string()) })),
  /** Deposited by a signature the service submits: sent, though no transaction of the person's is. */
  signed: z.optional(z.boolean()),
  /** Paid by a transfer to a deposit address (from an exchange, say): what to send where, shown until it arrives. */
  deposit: z.optional(
    z.object({
      requestId: z.string(),
      checkEndpoint: z.string(),
      // 0x hex, or a base58 Solana key kept exactly; its format was checked when it was given out
      // (`depositInstructions`): this one stays light, for the first paint reads it.
      address: z.string().check(z.regex(/^\w{32,44}$/)),
      chainId: z.number(),
      amount: z.string().check(z.regex(/^\d+$/)),
      symbol: z.string(),
      decimals: z.number(),
      currency: z.string(),
      strict: z.boolean(),
      refundTo: z.optional(z.string()),
      expiresAt: z.optional(z.number()),
      arrives: z.optional(z.object({ text: z.string(), usd: z.optional(z.string()) })),
      appFee: z.optional(z.object({ label: z.string(), amount: z.string(), usd: z.optional(z.string()) })),
    }),
  ),
})
export type StoredTransfer = z.infer<typeof storedTransferSchema>

const MAX_KEPT = 50

export type TransferHistory = {
  /** Newest first. */
  list(): StoredTransfer[]
  get(requestId: string): StoredTransfer | undefined
  save(transfer: StoredTransfer): void
  /** Transfers whose deposit was sent (a transaction, a posted signature, a deposit address given out) and whose outcome is not known yet. */
  inFlight(): StoredTransfer[]
  /** Tracking of this transfer ended: it is not resumed again. */
  markSettled(requestId: string): void
}

/**
 * True when nothing more will happen to the transfer. A `failure` is final
 * only once tracking settled it (or its refund failed): the service follows a
 * failure with a refund, and a reload in between must keep following it.
 */
export function isFinal(transfer: Pick<StoredTransfer, 'status' | 'settled'>): boolean {
  if (transfer.settled) return true
  const status = transfer.status
  if (!status || !isFinalStatus(status.status)) return false
  return status.status !== 'failure' || refundHasFailed(status)
}

/**
 * Transfers of one network, kept in `storage` (localStorage in the app). A
 * corrupt or foreign entry is dropped, never thrown: losing one record must
 * not lose the page.
 */
export function createTransferHistory(args: {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  network: string
}): TransferHistory {
  const key = `ferry.${args.network}.transfers`
  const read = (): StoredTransfer[] => {
    let raw: unknown
    try {
      raw = JSON.parse(args.storage.getItem(key) ?? '[]')
    } catch {
      return []
    }
    if (!Array.isArray(raw)) return []
    return raw.flatMap((entry) => {
      const parsed = storedTransferSchema.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
  }
  const write = (list: StoredTransfer[]) => {
    try {
      args.storage.setItem(key, JSON.stringify(list.slice(0, MAX_KEPT)))
    } catch {
      // Storage full or disabled (private mode): tracking goes on in memory.
    }
  }
  return {
    list: () => read().sort((a, b) => b.createdAt - a.createdAt),
    get: (requestId) => read().find((t) => t.requestId === requestId),
    save: (transfer) => {
      const others = read().filter((t) => t.requestId !== transfer.requestId)
      write([transfer, ...others].sort((a, b) => b.createdAt - a.createdAt))
    },
    inFlight: () =>
      read().filter((t) => !isFinal(t) && (t.transactions.length > 0 || t.batch || t.signed || t.deposit)),
    markSettled: (requestId) => {
      const list = read()
      const found = list.find((t) => t.requestId === requestId)
      if (!found) return
      found.settled = true
      write(list)
    },
  }
}
