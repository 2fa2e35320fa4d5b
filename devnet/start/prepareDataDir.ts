import { mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { acquireDataDirLock, DATA_DIR_LOCK_FILE } from '../acquireDataDirLock'
import { assertPortFree } from '../assertPortFree'
import { devnetChains } from '../chains/devnetChains'
import type { StartSettings } from './resolveStartSettings'

/**
 * Checks the ports, then takes the data dir (its lock), wipes it when `fresh`, and makes its folders. Fails fast,
 * before anything is started or written, with a message that says which port. Resolves with the lock, to release
 * at stop.
 */
export async function prepareDataDir(
  { host, port, chainHost, chainPort, dataDir }: StartSettings,
  fresh: boolean,
): Promise<{ release(): Promise<void> }> {
  await assertPortFree(host, port, 'service port (another devnet? pass --port)')
  for (const [i] of devnetChains.entries()) {
    await assertPortFree(
      chainHost,
      chainPort + i,
      'chain port (pass --chain-port; a stray anvil? try `pgrep -a anvil`)',
    )
  }
  await mkdir(dataDir, { recursive: true })
  // Locked before --fresh wipes anything, so it can never pull the files from under a running devnet.
  const lock = await acquireDataDirLock(dataDir)
  try {
    if (fresh) {
      for (const entry of await readdir(dataDir)) {
        if (entry !== DATA_DIR_LOCK_FILE) await rm(join(dataDir, entry), { recursive: true, force: true })
      }
    }
    await mkdir(join(dataDir, 'chains'), { recursive: true })
    await mkdir(join(dataDir, 'logs'), { recursive: true })
  } catch (error) {
    await lock.release()
    throw error
  }
  return lock
}
