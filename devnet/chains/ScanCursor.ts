import type { DevnetChain } from '../DevnetContext'
import type { DevnetStore } from '../store/DevnetStore'
import type { BlockScanner, ScanCheckpoint } from '../store/ScanCheckpointsTable'

/** How the cursor moved when it was checked against the chain. */
export interface CursorCheck {
  /** The last block read that the chain still has (-1: read from block 0). */
  cursor: number
  /** The stored cursor, before the check. */
  stored: number | undefined
  /** The cursor went back: the chain no longer has (all of) the blocks it had read. */
  rewound: boolean
}

/**
 * A block scanner's cursor on one chain (the last block whose events are all recorded), kept with the hash of that
 * block. anvil killed hard comes back at its last saved state and mines new blocks under numbers the scanner had
 * already read (a person's deposit sent, or sent again, as soon as the node answers is one of them), so a cursor
 * that is only a number would skip them. Before reading new blocks the cursor's block is compared with the chain's
 * block of that number; when they differ the cursor goes back to the newest checkpoint the chain still has (the chain
 * keeps a prefix of its history: a binary search over the checkpoints), and the blocks above are read again. Reading
 * again is harmless: every event is recorded once (by transaction and log index).
 */
export class ScanCursor {
  constructor(
    private readonly store: DevnetStore,
    private readonly scanner: BlockScanner,
    private readonly chain: DevnetChain,
  ) {}

  /** The stored cursor checked against the chain whose head is `latest`; moved back (and stored) if the chain changed under it. */
  async check(latest: number): Promise<CursorCheck> {
    const stored = await this.read()
    if (stored === undefined) return { cursor: -1, stored, rewound: false }
    const checkpoint = await this.store.scanCheckpoints.at(this.scanner, this.chain.id, stored)
    if (checkpoint && stored <= latest && (await this.chainHas(checkpoint)))
      return { cursor: stored, stored, rewound: false }
    const below = await this.store.scanCheckpoints.list(this.scanner, this.chain.id, Math.min(stored, latest))
    // A cursor from before checkpoints were kept (an older data dir): the head is all there is to go by.
    const cursor =
      checkpoint === undefined && below.length === 0 ? Math.min(stored, latest) : await this.newestKept(below)
    if (cursor === stored) return { cursor, stored, rewound: false }
    await this.store.scanCheckpoints.dropAbove(this.scanner, this.chain.id, cursor)
    await this.write(cursor)
    return { cursor, stored, rewound: true }
  }

  /** The header of `blockNumber`, read before the range's events, so the checkpoint is of the blocks read (or older). */
  async hashOf(blockNumber: number): Promise<string> {
    const block = await this.chain.client.getBlock({ blockNumber: BigInt(blockNumber) })
    if (!block.hash) throw new Error(`chain ${this.chain.id} has no hash for block ${blockNumber}`)
    return block.hash
  }

  /** Every event up to `blockNumber` is recorded; `blockHash` is that block's hash as read before its events. */
  async advance(blockNumber: number, blockHash: string): Promise<void> {
    // The checkpoint first: a cursor never points above the checkpoints it can be checked with.
    await this.store.scanCheckpoints.record(this.scanner, this.chain.id, { blockNumber, blockHash })
    await this.write(blockNumber)
  }

  /** The newest of `checkpoints` (oldest first) whose block the chain still has, or -1. */
  private async newestKept(checkpoints: readonly ScanCheckpoint[]): Promise<number> {
    let low = 0
    let high = checkpoints.length - 1
    let found = -1
    while (low <= high) {
      const mid = (low + high) >> 1
      if (await this.chainHas(checkpoints[mid]!)) {
        found = checkpoints[mid]!.blockNumber
        low = mid + 1
      } else high = mid - 1
    }
    return found
  }

  private async chainHas(checkpoint: ScanCheckpoint): Promise<boolean> {
    const block = await this.chain.client
      .getBlock({ blockNumber: BigInt(checkpoint.blockNumber) })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'BlockNotFoundError') return undefined
        throw error
      })
    return block?.hash?.toLowerCase() === checkpoint.blockHash.toLowerCase()
  }

  private read(): Promise<number | undefined> {
    return this.scanner === 'solver'
      ? this.store.cursors.get(this.chain.id)
      : this.store.depositAddresses.getCursor(this.chain.id)
  }

  private write(blockNumber: number): Promise<void> {
    return this.scanner === 'solver'
      ? this.store.cursors.set(this.chain.id, blockNumber)
      : this.store.depositAddresses.setCursor(this.chain.id, blockNumber, Date.now())
  }
}
