import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { SvmNodeProcess } from './SvmNodeProcess'
import { svmChildPool } from './svmChildPool'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

// Issue #37: a restart spent 3-4 s of a loaded machine forking the SVM's process (node, tsx and litesvm loading). Once
// a chain runs, a spare is loaded ahead, and the next start in this process (a crash of the SVM's process, a devnet
// started again) only opens its snapshot in it.
describe("the SVM's processes", () => {
  it('open the next chain in the spare loaded ahead', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ferry-svm-pool-'))
    const first = await SvmNodeProcess.start(join(dir, 'a.json'), quiet)
    let second: SvmNodeProcess | undefined
    try {
      const spare = await vi.waitFor(
        async () => {
          const pid = await svmChildPool.loadedSpare()
          if (!pid) throw new Error('no spare loaded yet')
          return pid
        },
        { timeout: 60_000, interval: 200 },
      )
      expect(spare).not.toBe(first.pid)
      second = await SvmNodeProcess.start(join(dir, 'b.json'), quiet)
      expect(second.pid).toBe(spare)
      expect((await second.state()).height).toBeGreaterThanOrEqual(0)
    } finally {
      await second?.stop()
      await first.stop()
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
