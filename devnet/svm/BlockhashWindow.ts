/** How many blocks a blockhash stays usable after the block that made it, as on Solana (`MAX_PROCESSING_AGE`). */
export const BLOCKHASH_VALID_BLOCKS = 150

/** One recent blockhash and the block height it was made at. */
export interface RecentBlockhash {
  blockhash: string
  height: number
}

/**
 * The recent blockhashes a transaction may name: the latest, and those of the previous `BLOCKHASH_VALID_BLOCKS`
 * blocks. litesvm itself only accepts its latest one, so the chain checks them here with litesvm's check off.
 */
export class BlockhashWindow {
  private readonly entries: RecentBlockhash[]

  constructor(entries: readonly RecentBlockhash[]) {
    if (entries.length === 0) throw new Error('a blockhash window starts with at least one blockhash')
    this.entries = [...entries]
  }

  /** The newest blockhash. */
  latest(): RecentBlockhash {
    return this.entries.at(-1)!
  }

  /** The last block height at which a transaction naming `blockhash` is still processed. */
  lastValidBlockHeight(entry: RecentBlockhash): number {
    return entry.height + BLOCKHASH_VALID_BLOCKS
  }

  /** The recent blockhash entry named, while still valid at the latest height. */
  find(blockhash: string): RecentBlockhash | undefined {
    const height = this.latest().height
    return this.entries.find((e) => e.blockhash === blockhash && height <= this.lastValidBlockHeight(e))
  }

  /** A new block: its blockhash becomes the latest, and the ones too old to name are dropped. */
  push(entry: RecentBlockhash): void {
    if (entry.height <= this.latest().height)
      throw new Error(`block height ${entry.height} is not after ${this.latest().height}`)
    this.entries.push(entry)
    while (this.entries[0]!.height + BLOCKHASH_VALID_BLOCKS < entry.height) this.entries.shift()
  }

  /** What a snapshot keeps. */
  toJSON(): RecentBlockhash[] {
    return [...this.entries]
  }
}
