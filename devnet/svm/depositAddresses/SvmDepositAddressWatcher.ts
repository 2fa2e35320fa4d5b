import { type Address, address, createSolanaRpc } from '@solana/kit'
import type { DevnetContext } from '../../DevnetContext'
import { readSvmDeposits } from '../readSvmDeposits'
import type { SvmChain } from '../SvmChain'
import { associatedTokenAccount } from '../svmInstructions'
import type { SvmRpc } from '../svmPayments'

/** Accounts per `getMultipleAccounts` call (the RPC's own maximum). */
const ACCOUNTS_PER_CALL = 100

type ParsedAccount = { lamports: bigint; data: unknown } | null

/**
 * Watches the Solana deposit addresses as an indexer would, through the RPC: each tick it reads the balances of
 * every address and of its USDC token account (`getMultipleAccounts`), and for one that holds funds (an arrival not
 * swept yet), reads its history (`getSignaturesForAddress`, `getTransaction`). Each payment in is recorded once as
 * an arrival, with the payer of the transfer as its sender; the solver then sweeps it (`SvmDepositAddressSweeper`).
 * What the store keeps is the arrivals, so a payment made before a restart is found after it: its funds are still
 * on the address.
 */
export class SvmDepositAddressWatcher {
  private readonly rpc: SvmRpc
  /** The slot up to which each address's history was read in this run (a restart reads it from the start). */
  private readonly readUpTo = new Map<string, number>()

  constructor(private readonly context: Pick<DevnetContext, 'store' | 'logger'> & { svmChain: SvmChain }) {
    this.rpc = createSolanaRpc(context.svmChain.rpcUrl)
  }

  /** Records the new arrivals. Errors are logged: the next tick tries again. */
  async scan(): Promise<void> {
    const { store, logger, svmChain } = this.context
    try {
      const addresses = await store.depositAddresses.listAddresses('svm')
      if (addresses.length === 0) return
      const mint = svmChain.usdcMint
      for (const owner of await this.holdingFunds(addresses, mint)) {
        const { deposits, lastSlot } = await readSvmDeposits({
          rpc: this.rpc,
          owner,
          tokenAccount: await associatedTokenAccount(owner, mint),
          mint,
          afterSlot: this.readUpTo.get(owner) ?? 0,
          // The solver's own transactions (its sweeps) are not arrivals.
          skipPayer: svmChain.solverAddress,
        })
        for (const found of deposits) {
          const inserted = await store.depositAddresses.insertArrival({
            chainId: svmChain.id,
            txHash: found.signature,
            logIndex: found.index,
            address: owner,
            sender: found.depositor,
            token: found.currency,
            amount: found.amount,
            blockNumber: found.slot,
            blockTimestamp: found.blockTime,
            createdAt: Date.now(),
          })
          if (inserted)
            logger.info(
              `deposit address ${owner} on Solana: ${found.amount} of ${found.currency} from ${found.depositor} (${found.signature})`,
            )
        }
        this.readUpTo.set(owner, lastSlot)
      }
    } catch (error) {
      logger.error('deposit addresses: reading the Solana chain failed:', error)
    }
  }

  /** The addresses with SOL or USDC on them. */
  private async holdingFunds(addresses: string[], mint: string): Promise<string[]> {
    const funded: string[] = []
    for (let i = 0; i < addresses.length; i += ACCOUNTS_PER_CALL / 2) {
      const owners = addresses.slice(i, i + ACCOUNTS_PER_CALL / 2)
      const tokenAccounts = await Promise.all(owners.map((owner) => associatedTokenAccount(owner, mint)))
      const keys: Address[] = [...owners.map((owner) => address(owner)), ...tokenAccounts]
      const { value } = await this.rpc.getMultipleAccounts(keys, { encoding: 'jsonParsed' }).send()
      const accounts = value as unknown as ParsedAccount[]
      owners.forEach((owner, j) => {
        if ((accounts[j]?.lamports ?? 0n) > 0n || tokenAmount(accounts[owners.length + j]) > 0n) funded.push(owner)
      })
    }
    return funded
  }
}

function tokenAmount(account: ParsedAccount | undefined): bigint {
  const data = account?.data as { parsed?: { info?: { tokenAmount?: { amount?: string } } } } | undefined
  return BigInt(data?.parsed?.info?.tokenAmount?.amount ?? '0')
}
