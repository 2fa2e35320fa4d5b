import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { type Devnet, type StartDevnetOptions, startDevnet } from '../startDevnet'
import { type TestDevnet, testDevnetPorts } from './testDevnetPorts'

/** What a test may set; the data dir and ports are the fixture's. */
export type OwnDevnetOptions = Omit<StartDevnetOptions, 'dataDir' | 'port' | 'chainPort' | 'fresh'>

export interface OwnDevnet {
  /** Its ports, from the one port table (`extra`: for a server of the test's own). */
  readonly ports: ReturnType<typeof testDevnetPorts>
  /** Its temporary data dir (chain state files, store, logs); there from the suite's start. */
  readonly dataDir: string
  /** What `start` passes to `startDevnet`, for code that starts a part of it by hand (one anvil, say). */
  readonly options: StartDevnetOptions
  /** Starts it on its data dir: `fresh` the first time; later starts resume the saved state. */
  start(overrides?: Partial<OwnDevnetOptions> & { fresh?: boolean }): Promise<Devnet>
  /** The running devnet (throws when none is). */
  readonly devnet: Devnet
  /** Stops the running one (saving chain state), if any. */
  stop(): Promise<void>
}

/**
 * A devnet of the test's own, for tests that stop, crash or restart one: its own ports from the port table, its own
 * temporary data dir, stopped and removed after the suite. Call it inside `describe`.
 */
export function ownDevnet(name: TestDevnet, base: OwnDevnetOptions = {}): OwnDevnet {
  const ports = testDevnetPorts(name)
  let dataDir: string | undefined
  let running: Devnet | undefined
  const options = (): StartDevnetOptions => ({
    quiet: true,
    ...base,
    dataDir: own.dataDir,
    port: ports.port,
    chainPort: ports.chainPort,
  })

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `ferry-devnet-${name}-`))
  })
  afterAll(async () => {
    await running?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const own: OwnDevnet = {
    ports,
    get dataDir() {
      if (!dataDir) throw new Error(`ownDevnet(${name}): the data dir is made in beforeAll; use it inside a test`)
      return dataDir
    },
    get options() {
      return options()
    },
    async start(overrides = {}) {
      running = await startDevnet({ ...options(), ...overrides })
      return running
    },
    get devnet() {
      if (!running) throw new Error(`ownDevnet(${name}) is not running`)
      return running
    },
    async stop() {
      await running?.stop()
    },
  }
  return own
}
