import { type ChildProcess, fork } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { SvmNodeMessage } from './svmNodeMessages'

/** A forked SVM process: `loaded` once its modules are in (it then waits for `open`), rejected if it exits first. */
export interface SvmChild {
  process: ChildProcess
  loaded: Promise<void>
}

/** The spare is forked once the chain answers (the next turn of the event loop): it loads while the devnet runs. */
const SPARE_DELAY_MS = 0

let spare: SvmChild | undefined
let spareTimer: NodeJS.Timeout | undefined

const alive = (child: SvmChild | undefined): child is SvmChild =>
  child !== undefined && child.process.exitCode === null && child.process.signalCode === null && child.process.connected

function forkChild(): SvmChild {
  const child = fork(fileURLToPath(new URL('./svmNodeChild.ts', import.meta.url)), [], {
    execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  // A failed send or kill is reported here; its exit ends whatever waited on it.
  child.on('error', () => undefined)
  const loaded = new Promise<void>((resolve, reject) => {
    const onMessage = (message: SvmNodeMessage) => {
      if (message.kind !== 'loaded') return
      done()
      resolve()
    }
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      done()
      reject(new Error(`the Solana chain's process exited while loading (${signal ?? `code ${code}`})`))
    }
    const done = () => {
      child.off('message', onMessage)
      child.off('exit', onExit)
    }
    child.on('message', onMessage)
    child.on('exit', onExit)
  })
  loaded.catch(() => undefined)
  return { process: child, loaded }
}

/**
 * A process to open the chain in (issue #37: a restart's time went mostly to node, tsx and litesvm loading, 3-4 s
 * on a loaded machine): the spare when one is waiting or loading, else a new fork. It keeps this process alive
 * from now on, as the chain's process does.
 */
function take(): SvmChild {
  const taken = alive(spare) ? spare : undefined
  spare = undefined
  const child = taken ?? forkChild()
  child.process.ref()
  child.process.channel?.ref()
  return child
}

/**
 * Forks a spare (one per process at most) that loads and waits, so that the next start in this process
 * (the chain's process dying, or a devnet stopped and started again, as the chaos run and the tests do) only opens
 * the snapshot. It never keeps this process alive, and exits when this process does.
 */
function prepareSpare(): void {
  if (alive(spare) || spareTimer) return
  spareTimer = setTimeout(() => {
    spareTimer = undefined
    if (alive(spare)) return
    const child = forkChild()
    child.process.unref()
    child.process.channel?.unref()
    spare = child
  }, SPARE_DELAY_MS)
  spareTimer.unref()
}

/** The spare's pid once it has loaded, or undefined when there is none (yet): for tests. */
async function loadedSpare(): Promise<number | undefined> {
  const waiting = spare
  if (!alive(waiting)) return undefined
  await waiting.loaded.catch(() => undefined)
  return alive(waiting) ? waiting.process.pid : undefined
}

/** The SVM's processes of this node process: the one to open the chain in, and the spare forked ahead. */
export const svmChildPool = { take, prepareSpare, loadedSpare }
