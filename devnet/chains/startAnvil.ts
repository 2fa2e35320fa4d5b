import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { assertPortFree } from '../assertPortFree'
import type { DevnetLogger } from '../createLogger'

export interface AnvilProcess {
  chainId: number
  rpcUrl: string
  /** Resolves with the exit code once the chain process is gone. */
  exited: Promise<number | null>
  /** Asks anvil to dump its state and exit; resolves when it has. */
  stop(): Promise<void>
  /**
   * Sends `signal` to anvil and its wrapper and resolves once they are gone. SIGKILL is a crash: anvil saves
   * nothing, so the chain comes back at its last saved state (tests and the chaos run use it).
   */
  kill(signal: NodeJS.Signals): Promise<void>
}

export interface StartAnvilOptions {
  binary: string
  chainId: number
  host: string
  port: number
  /** Loaded at start when it exists, written on exit. */
  statePath: string
  logPath: string
  logger: DevnetLogger
  readyTimeoutMs?: number
}

/*
 * anvil runs under a small sh wrapper whose stdin is a pipe from this process.
 * When this process goes away, however it dies (even SIGKILL), the pipe hits
 * EOF and the wrapper sends anvil SIGTERM, which also makes anvil dump its
 * state. A normal stop uses the same path: close the pipe, wait for the exit.
 */
const WRAPPER = [
  'exec 3<&0',
  '"$@" & a=$!',
  '( read line <&3; kill -TERM $a 2>/dev/null ) & w=$!',
  'wait $a; code=$?',
  'kill $w 2>/dev/null',
  'exit $code',
].join('\n')

const live = new Map<number, { end(): void }>()
let exitHookInstalled = false

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  // The kernel closes the pipes on exit anyway; closing them here says so in
  // code. A signal instead would kill the wrapper before it reaps anvil.
  process.on('exit', () => {
    for (const pipe of live.values()) pipe.end()
  })
}

/** Starts one anvil chain (automine) and resolves once it accepts RPC. */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilProcess> {
  const { binary, chainId, host, port, statePath, logPath, logger } = options
  // A clear error beats anvil's bind failure, and we never talk to a stray chain left on the port.
  await assertPortFree(host, port, 'chain port (pass --chain-port; a stray anvil? try `pgrep -a anvil`)')
  installExitHook()

  const args = ['--chain-id', String(chainId), '--host', host, '--port', String(port), '--state', statePath]
  // detached: a terminal Ctrl-C must not reach anvil before the devnet has stopped its solver.
  const child = spawn('sh', ['-c', WRAPPER, 'ferry-anvil', binary, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  })
  const pid = child.pid
  if (pid === undefined) throw new Error(`could not spawn anvil for chain ${chainId}`)
  live.set(pid, { end: () => child.stdin.destroy() })

  const log = createWriteStream(logPath, { flags: 'a' })
  child.stdout.pipe(log)
  let stderrTail = ''
  child.stderr.on('data', (chunk: Buffer) => {
    log.write(chunk)
    stderrTail = (stderrTail + chunk.toString()).slice(-2000)
  })

  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      live.delete(pid)
      resolve(code)
    })
  })
  // The pipe breaks when anvil's side dies first; nothing to do about it then.
  child.stdin.on('error', () => undefined)

  const rpcUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      if (!live.has(pid)) return
      child.stdin.end()
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000).unref())
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        logger.warn(`anvil ${chainId} did not exit in time; killing it (its state may not be saved)`)
        try {
          process.kill(-pid, 'SIGKILL')
        } catch {
          // already gone
        }
        await exited
      }
      await new Promise<void>((resolve) => log.end(resolve))
    })())

  try {
    await new Promise<void>((resolve, reject) => {
      let seen = ''
      const onData = (chunk: Buffer) => {
        seen = (seen + chunk.toString()).slice(-4000)
        if (seen.includes('Listening on')) {
          cleanup()
          resolve()
        }
      }
      const onExit = (code: number | null) => {
        cleanup()
        reject(
          new Error(
            `anvil for chain ${chainId} exited with code ${code} before it was ready: ${stderrTail.trim() || seen.trim().slice(-500)}`,
          ),
        )
      }
      const timer = setTimeout(() => {
        cleanup()
        reject(
          new Error(
            `anvil for chain ${chainId} was not ready after ${options.readyTimeoutMs ?? 30_000} ms (log: ${logPath})`,
          ),
        )
      }, options.readyTimeoutMs ?? 30_000)
      const cleanup = () => {
        clearTimeout(timer)
        child.stdout.off('data', onData)
        child.off('exit', onExit)
      }
      child.stdout.on('data', onData)
      child.on('exit', onExit)
    })
  } catch (error) {
    await stop()
    throw error
  }
  const kill = async (signal: NodeJS.Signals): Promise<void> => {
    if (!live.has(pid)) return
    try {
      process.kill(-pid, signal)
    } catch {
      // already gone
    }
    await exited
    await new Promise<void>((resolve) => log.end(resolve))
  }
  return { chainId, rpcUrl, exited, stop, kill }
}
