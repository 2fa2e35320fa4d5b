import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import type { DevnetManifestFile } from '../../src/api/schemas'
import { startDevnet } from '../startDevnet'
import { testDevnetPorts } from './testDevnetPorts'

/** Off the default ports, so tests can run beside `npm run devnet`; no other test uses them. */
const PORTS = testDevnetPorts('shared')

declare module 'vitest' {
  export interface ProvidedContext {
    /** The manifest of the devnet the devnet test project runs against. */
    manifest: DevnetManifestFile
  }
}

/** One fresh devnet for the whole devnet test run, in a temp dir removed afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ferry-devnet-test-'))
  const devnet = await startDevnet({
    dataDir,
    port: PORTS.port,
    chainPort: PORTS.chainPort,
    quiet: !process.env.FERRY_DEVNET_VERBOSE,
    solverPollIntervalMs: 100,
  })
  project.provide('manifest', devnet.manifest)
  return async () => {
    await devnet.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
