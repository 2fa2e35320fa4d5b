import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../createLogger'
import type { SvmLedger } from './SvmLedger'
import { SVM_SAVE_DEBOUNCE_MS, SVM_SAVE_MAX_DELAY_MS, SvmSnapshotFile } from './SvmSnapshotFile'
import type { TransactionIndex } from './TransactionIndex'

/** A file whose saves are counted (the ledger's snapshot is taken when a save starts), never written. */
function countedFile() {
  const file = new SvmSnapshotFile('/nonexistent/ferry-svm-snapshot-test/solana.json', createLogger('silent'))
  const snapshot = vi.fn(() => ({ bytes: new Uint8Array(), state: { genesisHash: 'g', blockhashes: [] } }))
  file.watch({ snapshot } as unknown as SvmLedger, { toJSON: () => [] } as unknown as TransactionIndex)
  return { file, saves: () => snapshot.mock.calls.length }
}

describe('the Solana chain snapshot file', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a burst of blocks is one save, after the debounce', () => {
    vi.useFakeTimers()
    const { file, saves } = countedFile()
    for (let i = 0; i < 5; i++) file.scheduleSave()
    vi.advanceTimersByTime(SVM_SAVE_DEBOUNCE_MS - 1)
    expect(saves()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(saves()).toBe(1)
  })

  it('steady traffic does not put the save off: one at most SVM_SAVE_MAX_DELAY_MS after the first unsaved block', () => {
    vi.useFakeTimers()
    const { file, saves } = countedFile()
    // A block every 100 ms for three times the longest wait: a debounce alone would never save.
    const step = 100
    for (let t = 0; t < 3 * SVM_SAVE_MAX_DELAY_MS; t += step) {
      file.scheduleSave()
      vi.advanceTimersByTime(step)
      if (t + step === SVM_SAVE_MAX_DELAY_MS) expect(saves()).toBe(1)
    }
    expect(saves()).toBe(3)
  })
})
