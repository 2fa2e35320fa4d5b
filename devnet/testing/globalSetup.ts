import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import type { DevnetManifestFile } from '../../src/api/schemas'
import { startDevnet } from '../startDevnet'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The manifest of the devnet the devnet test project runs against. */
    manifest: DevnetManifestFile
  }
}

/**
 * Off the default ports, so tests can run beside `npm run devnet`.
 * FERRY_TEST_PORT_OFFSET shifts every test port, so two test runs can share a machine.
 */
export const TEST_PORT_OFFSET = Number(process.env.FERRY_TEST_PORT_OFFSET ?? 0)
export const TEST_SERVICE_PORT = 28790 + TEST_PORT_OFFSET
export const TEST_CHAIN_PORT = 28545 + TEST_PORT_OFFSET

/** One fresh devnet for the whole devnet test run, in a temp dir removed afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ferry-devnet-test-'))
  const devnet = await startDevnet({
    dataDir,
    port: TEST_SERVICE_PORT,
    chainPort: TEST_CHAIN_PORT,
    quiet: !process.env.FERRY_DEVNET_VERBOSE,
    solverPollIntervalMs: 100,
  })
  project.provide('manifest', devnet.manifest)
  return async () => {
    await devnet.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
