import type { ChildProcess } from 'node:child_process'
import type { DevnetLogger } from '../../createLogger'
import { JsonRpcError } from '../jsonRpc'
import { SvmUnavailableError } from './SvmUnavailableError'
import { svmChildPool } from './svmChildPool'
import type { SvmFundedBalances, SvmNodeMessage, SvmNodeOpen, SvmNodeRequest, SvmNodeState } from './svmNodeMessages'

/** How long a start may take (tsx, litesvm and the snapshot on a loaded machine) before it counts as failed. */
const START_TIMEOUT_MS = 60_000
/** How long a stop waits for the process to save and exit before it is killed. */
const STOP_TIMEOUT_MS = 10_000
/** The wait before a restart, doubled after each death that came soon after a start, up to the last. */
const RESTART_DELAYS_MS = [0, 250, 1_000, 5_000]
/** A process that lived this long restarts at once again when it dies. */
const STABLE_AFTER_MS = 10_000

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void }
type Request = SvmNodeRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/**
 * The local Solana chain's node in a child process of its own (`svmNodeChild.ts`), so a panic in litesvm (a Rust
 * abort) ends that process and nothing else. When it dies, whatever it was answering fails with
 * `SvmUnavailableError` at once (the RPC's 503), it is started again from its snapshot (saved before each block is
 * answered), and calls meanwhile get the same 503. `downUntil`: the down switch (`POST /devnet/solana/down`).
 */
export class SvmNodeProcess {
  downUntil = 0
  /** How many times the process was started again after dying. */
  restarts = 0
  private child: ChildProcess | undefined
  private ready = false
  private stopping = false
  private startedAt = 0
  private quickDeaths = 0
  private nextId = 1
  private readonly pending = new Map<number, Pending>()
  private readonly readyWaiters: Array<() => void> = []

  private constructor(
    private readonly snapshotPath: string,
    private readonly logger: DevnetLogger,
  ) {}

  /** Starts the process on the snapshot at `snapshotPath` (genesis when there is none); resolves once it answers. */
  static async start(snapshotPath: string, logger: DevnetLogger): Promise<SvmNodeProcess> {
    const node = new SvmNodeProcess(snapshotPath, logger)
    await node.spawn()
    return node
  }

  /** The process's id while it runs (tests and the chaos run kill it by this). */
  get pid(): number | undefined {
    return this.ready ? this.child?.pid : undefined
  }

  isDown(): boolean {
    return Date.now() < this.downUntil
  }

  /** Whether the process is up and answering. */
  isAvailable(): boolean {
    return this.ready
  }

  /** Resolves once the process answers again (at once when it does); for tests and the chaos run. */
  whenAvailable(): Promise<void> {
    if (this.ready) return Promise.resolve()
    return new Promise((resolve) => this.readyWaiters.push(resolve))
  }

  /** A JSON-RPC request body in, the node's answer (JSON text) out. */
  rpc(body: string): Promise<string> {
    return this.call({ op: 'rpc', body }) as Promise<string>
  }

  state(): Promise<SvmNodeState> {
    return this.call({ op: 'state' }) as Promise<SvmNodeState>
  }

  /** Airdrops `sol` and mints `usdc` to `address`; its balances afterwards. A refusal is a `JsonRpcError`. */
  fund(request: { address: string; sol?: bigint; usdc?: bigint }): Promise<SvmFundedBalances> {
    return this.call({ op: 'fund', ...request }) as Promise<SvmFundedBalances>
  }

  /** Saves the chain and ends the process (killed if it does not exit in time); it is not started again. */
  async stop(): Promise<void> {
    this.stopping = true
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
    if (this.ready) await this.call({ op: 'stop' }).catch(() => {})
    else child.kill('SIGTERM')
    await exited
    clearTimeout(timer)
  }

  private call(request: Request): Promise<unknown> {
    const child = this.child
    if (!this.ready || !child?.connected) return Promise.reject(new SvmUnavailableError())
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      child.send({ ...request, id } as SvmNodeRequest, (error) => {
        if (!error) return
        this.pending.delete(id)
        reject(new SvmUnavailableError())
      })
    })
  }

  private async spawn(): Promise<void> {
    const { process: child, loaded } = svmChildPool.take()
    this.child = child
    this.startedAt = Date.now()
    const opened = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        reject(new Error(`the Solana chain's process did not start within ${START_TIMEOUT_MS / 1000} s`))
      }, START_TIMEOUT_MS)
      child.on('message', (message: SvmNodeMessage) => {
        if (message.kind === 'loaded') return
        if (message.kind === 'ready') {
          clearTimeout(timer)
          this.ready = true
          for (const waiter of this.readyWaiters.splice(0)) waiter()
          resolve()
        } else this.receive(message)
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        const wasReady = this.ready
        this.ready = false
        for (const { reject: fail } of this.pending.values()) fail(new SvmUnavailableError())
        this.pending.clear()
        if (!wasReady) reject(new Error(`the Solana chain's process exited on start (${signal ?? `code ${code}`})`))
        else if (!this.stopping) this.restart(signal ?? `code ${code}`)
      })
    })
    // The path is sent once the process listens (a message before that would be lost).
    // A process gone meanwhile fails the start through its exit (a send error without a callback would throw).
    loaded.then(
      () => child.send({ op: 'open', snapshotPath: this.snapshotPath } satisfies SvmNodeOpen, () => undefined),
      () => undefined,
    )
    await opened
    svmChildPool.prepareSpare()
  }

  private receive(message: Exclude<SvmNodeMessage, { kind: 'ready' | 'loaded' }>): void {
    if (message.kind === 'log') {
      this.logger[message.level](`solana: ${message.message}`)
      return
    }
    const pending = this.pending.get(message.id)
    if (!pending) return
    this.pending.delete(message.id)
    if (message.kind === 'answer') pending.resolve(message.value)
    else {
      const { jsonRpc } = message
      pending.reject(jsonRpc ? new JsonRpcError(jsonRpc.code, jsonRpc.message) : new Error(message.message))
    }
  }

  /** Starts the process again from its snapshot, again and again while it fails, until it answers or the stop. */
  private restart(why: string): void {
    this.quickDeaths = Date.now() - this.startedAt < STABLE_AFTER_MS ? this.quickDeaths + 1 : 0
    const delay = RESTART_DELAYS_MS[Math.min(this.quickDeaths, RESTART_DELAYS_MS.length - 1)]!
    this.logger.warn(`the Solana chain's process stopped (${why}); starting it again from its snapshot`)
    setTimeout(() => {
      if (this.stopping) return
      this.spawn().then(
        () => {
          this.restarts++
          this.logger.info(`the Solana chain is back (restart ${this.restarts})`)
        },
        (error: unknown) => {
          if (this.stopping) return
          this.logger.error("the Solana chain's process did not start again:", error)
          this.startedAt = Date.now()
          this.restart('a failed start')
        },
      )
    }, delay)
  }
}
