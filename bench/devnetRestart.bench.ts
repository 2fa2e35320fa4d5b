/**
 * How long the devnet takes to come back (issue #37): a devnet in this process (as the chaos run and the tests start
 * one, so the SVM's spare process is used), stopped and started again on its data dir, `rounds` times; every other
 * round a chain is first killed with SIGKILL (the start then recovers it), as in the chaos run. Timed from the stop's
 * call to `startDevnet` resolving (the service listening, the solver running). Before each round it waits for the
 * SVM's spare process to be loaded (a devnet that has run a few seconds has it). The devnet's own log lines of each
 * start and stop ("devnet started in ... ms (...)") give the time of every step; the part reports their medians.
 *
 *   npm run bench -- --only devnetRestart [--restart-rounds 9]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DevnetLogger } from '../devnet/createLogger'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { svmChildPool } from '../devnet/svm/process/svmChildPool'
import { percentile } from './benchStats'

export type DevnetRestartRound = {
  round: number
  /** The chain killed with SIGKILL before the stop, if any. */
  killedChainId?: number
  stopMs: number
  startMs: number
  totalMs: number
  /** Each step's ms, from the devnet's own log lines. */
  stopSteps: Record<string, number>
  startSteps: Record<string, number>
}

export type DevnetRestartResult = {
  rounds: number
  median: { totalMs: number; stopMs: number; startMs: number }
  max: { totalMs: number }
  medianAfterKill: number
  medianClean: number
  /** The median of each step's ms over the rounds, in the devnet's order. */
  startSteps: Record<string, number>
  stopSteps: Record<string, number>
  samples: DevnetRestartRound[]
}

/** `devnet started in 2345 ms (data dir 3, Solana 800, chains and store 1900, ...)` → the steps' ms by name. */
export function stepsOf(line: string): Record<string, number> {
  const inside = /\((.*)\)$/.exec(line)?.[1] ?? ''
  const steps: Record<string, number> = {}
  for (const part of inside.split(/(?<=\d), /)) {
    const match = /^(.*) (\d+)$/.exec(part)
    if (match) steps[match[1]!] = Number(match[2])
  }
  return steps
}

const median = (values: number[]) => (values.length ? percentile(values, 50) : 0)

export async function benchDevnetRestart(options: {
  rounds: number
  port: number
  chainPort: number
  log: (line: string) => void
}): Promise<DevnetRestartResult> {
  const lines: string[] = []
  const keep = (message: string) => {
    if (/^devnet (started|stopped) in/.test(message)) lines.push(message)
  }
  const logger: DevnetLogger = {
    info: keep,
    warn: () => undefined,
    error: (message, ...rest) => console.error(`[devnet] ${message}`, ...rest),
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'ferry-bench-restart-'))
  const start = (fresh = false) =>
    startDevnet({ dataDir, fresh, port: options.port, chainPort: options.chainPort, logger, solverPollIntervalMs: 100 })
  let devnet: Devnet = await start(true)
  const chainIds = devnet.manifest.chains.map((c) => c.id)
  const samples: DevnetRestartRound[] = []
  try {
    for (let round = 1; round <= options.rounds; round++) {
      await svmChildPool.loadedSpare()
      const killedChainId = round % 2 === 0 ? chainIds[(round / 2) % chainIds.length] : undefined
      if (killedChainId !== undefined) await devnet.killChain(killedChainId, 'SIGKILL')
      lines.length = 0
      const t0 = performance.now()
      await devnet.stop()
      const t1 = performance.now()
      devnet = await start()
      const t2 = performance.now()
      const sample: DevnetRestartRound = {
        round,
        ...(killedChainId === undefined ? {} : { killedChainId }),
        stopMs: Math.round(t1 - t0),
        startMs: Math.round(t2 - t1),
        totalMs: Math.round(t2 - t0),
        stopSteps: stepsOf(lines.find((l) => l.startsWith('devnet stopped')) ?? ''),
        startSteps: stepsOf(lines.find((l) => l.startsWith('devnet started')) ?? ''),
      }
      samples.push(sample)
      options.log(
        `restart ${round}/${options.rounds}${killedChainId ? ` (chain ${killedChainId} killed)` : ''}: ${sample.totalMs} ms (stop ${sample.stopMs}, start ${sample.startMs})`,
      )
    }
  } finally {
    await devnet.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
  const stepMedians = (pick: (s: DevnetRestartRound) => Record<string, number>) => {
    const names = [...new Set(samples.flatMap((s) => Object.keys(pick(s))))]
    return Object.fromEntries(names.map((name) => [name, median(samples.flatMap((s) => pick(s)[name] ?? []))] as const))
  }
  return {
    rounds: options.rounds,
    median: {
      totalMs: median(samples.map((s) => s.totalMs)),
      stopMs: median(samples.map((s) => s.stopMs)),
      startMs: median(samples.map((s) => s.startMs)),
    },
    max: { totalMs: Math.max(...samples.map((s) => s.totalMs)) },
    medianAfterKill: median(samples.filter((s) => s.killedChainId !== undefined).map((s) => s.totalMs)),
    medianClean: median(samples.filter((s) => s.killedChainId === undefined).map((s) => s.totalMs)),
    startSteps: stepMedians((s) => s.startSteps),
    stopSteps: stepMedians((s) => s.stopSteps),
    samples,
  }
}
