import type { Queryable } from './Queryable'

/** A block scanner with a cursor of its own per chain: the solver's deposit indexer, the deposit-address watcher. */
export type BlockScanner = 'solver' | 'deposit_addresses'

/** A block a scanner moved its cursor to, with the hash it had then. */
export interface ScanCheckpoint {
  blockNumber: number
  blockHash: string
}

/** Checkpoints kept per scanner and chain: a crash that loses more blocks than these span reads the chain from block 0. */
const KEPT = 2_000

/**
 * `scan_checkpoints` (migration 8): by scanner and chain, the hash of every block the scanner's cursor moved to.
 * The newest one at or below the cursor tells whether the chain still has the blocks the scanner read; the older
 * ones tell how far back it must read again when it does not.
 */
export class ScanCheckpointsTable {
  private written = 0

  constructor(private readonly db: Queryable) {}

  async record(scanner: BlockScanner, chainId: number, checkpoint: ScanCheckpoint): Promise<void> {
    await this.db.query(
      `INSERT INTO scan_checkpoints (scanner, chain_id, block_number, block_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scanner, chain_id, block_number) DO UPDATE SET block_hash = EXCLUDED.block_hash`,
      [scanner, chainId, checkpoint.blockNumber, checkpoint.blockHash.toLowerCase()],
    )
    // Pruned now and then (the oldest go): a row per cursor move would otherwise grow without end.
    if (++this.written % 64 === 0)
      await this.db.query(
        `DELETE FROM scan_checkpoints WHERE scanner = $1 AND chain_id = $2 AND block_number < (
           SELECT block_number FROM scan_checkpoints WHERE scanner = $1 AND chain_id = $2
            ORDER BY block_number DESC OFFSET ${KEPT} LIMIT 1)`,
        [scanner, chainId],
      )
  }

  /** The checkpoints at or below `atOrBelow`, oldest first. */
  async list(scanner: BlockScanner, chainId: number, atOrBelow: number): Promise<ScanCheckpoint[]> {
    const { rows } = await this.db.query<{ block_number: number; block_hash: string }>(
      `SELECT block_number, block_hash FROM scan_checkpoints
        WHERE scanner = $1 AND chain_id = $2 AND block_number <= $3 ORDER BY block_number`,
      [scanner, chainId, atOrBelow],
    )
    return rows.map((r) => ({ blockNumber: Number(r.block_number), blockHash: r.block_hash }))
  }

  /** The checkpoint at `blockNumber`, if the scanner has one there. */
  async at(scanner: BlockScanner, chainId: number, blockNumber: number): Promise<ScanCheckpoint | undefined> {
    const { rows } = await this.db.query<{ block_hash: string }>(
      'SELECT block_hash FROM scan_checkpoints WHERE scanner = $1 AND chain_id = $2 AND block_number = $3',
      [scanner, chainId, blockNumber],
    )
    return rows[0] ? { blockNumber, blockHash: rows[0].block_hash } : undefined
  }

  /** Forgets the checkpoints above `blockNumber`: the chain no longer has those blocks. */
  async dropAbove(scanner: BlockScanner, chainId: number, blockNumber: number): Promise<void> {
    await this.db.query('DELETE FROM scan_checkpoints WHERE scanner = $1 AND chain_id = $2 AND block_number > $3', [
      scanner,
      chainId,
      blockNumber,
    ])
  }
}
