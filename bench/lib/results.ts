import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..')
export const RESULTS_DIR = join(ROOT, 'bench/results')

/** When and on what a part ran: the figures mean little without the machine's load. */
export type RunInfo = {
  date: string
  cores: number
  cpu: string
  node: string
  /** 1-, 5- and 15-minute load averages when the part started and when it ended. */
  loadBefore: number[]
  loadAfter: number[]
  seconds: number
}

export function startRun(): () => RunInfo {
  const started = Date.now()
  const loadBefore = loadavg().map((l) => Number(l.toFixed(2)))
  return () => ({
    date: new Date(started).toISOString(),
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    node: process.version,
    loadBefore,
    loadAfter: loadavg().map((l) => Number(l.toFixed(2))),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  })
}

export async function writeResult(name: string, data: unknown): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true })
  const path = join(RESULTS_DIR, `${name}.json`)
  await writeFile(path, `${JSON.stringify(data, null, 2)}\n`)
  return path
}

export async function readResult<T>(name: string): Promise<T | undefined> {
  return readFile(join(RESULTS_DIR, `${name}.json`), 'utf8').then(
    (text) => JSON.parse(text) as T,
    () => undefined,
  )
}

export const ms = (n: number) => `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`
export const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`
