import { open, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * One devnet per data dir: two would corrupt the database and race on the
 * chain state files. The lock file holds the owner's pid; a lock whose owner
 * is gone (a crash) is taken over.
 */
export const DATA_DIR_LOCK_FILE = 'devnet.lock'

const heldHere = new Set<string>()

export async function acquireDataDirLock(dataDir: string): Promise<{ release(): Promise<void> }> {
  const path = join(dataDir, DATA_DIR_LOCK_FILE)
  if (heldHere.has(path)) throw new Error(`data dir ${dataDir} is already used by a devnet in this process`)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx')
      await handle.writeFile(String(process.pid))
      await handle.close()
      heldHere.add(path)
      return {
        release: async () => {
          heldHere.delete(path)
          await rm(path, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim())
      // Our own pid in a lock we do not hold is a leftover from an earlier life with a recycled pid.
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `data dir ${dataDir} is in use by another devnet (pid ${owner}); stop it or pick another --data-dir`,
        )
      }
      await rm(path, { force: true })
    }
  }
  throw new Error(`could not lock data dir ${dataDir}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
