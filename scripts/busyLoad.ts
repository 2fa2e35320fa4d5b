import { type ChildProcess, spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

/**
 * Busy-loop workers beside a test run, so the suite meets a machine as loaded
 * as CI's often is (`npm test -- --under-load`, `--under-load=N`). Each is a
 * node process spinning one core; the returned function stops them all, and
 * they stop with this process too.
 */
export function startBusyLoad(workers: number = availableParallelism()): () => void {
  const children: ChildProcess[] = []
  for (let i = 0; i < workers; i++) children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  const stop = () => {
    for (const child of children) child.kill('SIGKILL')
    children.length = 0
  }
  process.once('exit', stop)
  return stop
}

/** The worker count `--under-load[=N]` asks for, or undefined when it is not given. */
export function underLoadWorkers(argv: readonly string[]): number | undefined {
  const flag = argv.find((a) => a === '--under-load' || a.startsWith('--under-load='))
  if (!flag) return undefined
  const count = flag.includes('=') ? Number(flag.slice('--under-load='.length)) : availableParallelism()
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--under-load=N takes a whole number of workers, got ${flag}`)
  return count
}
