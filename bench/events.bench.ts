/**
 * Issue #27's figure: a webhook accepted by one site-server instance → its event on the pages (SSE streams) of
 * another instance, over PostgreSQL, beside the same on one instance with the embedded store (the file event log).
 * `npm run bench -- --only events [--events-seconds 20] [--events-rate 100] [--events-streams 1000]`.
 *
 * The instances are `server/main.ts` processes, as deployed; the streams and the sender are this process.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MAX_STREAMS_TOTAL } from '../server/eventStreamRoute'
import { startPostgresCluster } from '../server/testing/startPostgresCluster'
import { type SiteServerProcess, startSiteServerProcess } from '../server/testing/startSiteServerProcess'
import { type EventLatency, measureEventLatency } from './lib/measureEventLatency'
import { ROOT } from './lib/results'

const API_KEY = 'bench-events-key'
/** A stopping instance ends its streams and answers what is under way; one that hangs is killed after this. */
const STOP_DEADLINE_MS = 15_000
/** Lets the instance that served the last case's streams count them closed before the next case opens its own. */
const SETTLE_MS = 2_000

export type EventsCase = EventLatency & {
  name: string
  store: 'postgres' | 'embedded'
  /** Instances running; the streams are spread over `streamInstances` of them, never the one the webhooks go to. */
  instances: number
  streamInstances: number
}
export type EventsResult = { seconds: number; rate: number; streamsAsked: number; cases: EventsCase[] }

async function startInstances(count: number, env: (n: number) => Promise<Record<string, string>>) {
  const started: SiteServerProcess[] = []
  const stop = async () => {
    for (const instance of started) instance.child.kill('SIGTERM')
    const cut = setTimeout(() => {
      for (const instance of started) instance.child.kill('SIGKILL')
    }, STOP_DEADLINE_MS)
    await Promise.all(started.map((i) => i.exited))
    clearTimeout(cut)
  }
  const killOnExit = () => {
    for (const instance of started) instance.child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)
  try {
    for (let n = 0; n < count; n++) started.push(await startSiteServerProcess(await env(n)))
  } catch (error) {
    await stop()
    throw error
  }
  return {
    urls: started.map((i) => i.url),
    stop: () => stop().finally(() => process.off('exit', killOnExit)),
  }
}

/**
 * The PostgreSQL cases (webhooks to instance A, streams on B, and on C… when they are more than one instance takes),
 * then the embedded one. An instance serves at most MAX_STREAMS_TOTAL streams: the embedded store, one process by
 * design, is measured with that many, and PostgreSQL with as many on one other instance as well, for a like-for-like.
 */
export async function benchEvents(args: {
  seconds: number
  rate: number
  streams: number
  log: (line: string) => void
}): Promise<EventsResult> {
  const work = await mkdtemp(join(tmpdir(), 'ferry-bench-events-'))
  const distDir = join(work, 'dist')
  await mkdir(distDir)
  await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>')
  const env = async (databaseUrl?: string) => ({
    ...(databaseUrl ? { FERRY_SERVER_DATABASE_URL: databaseUrl } : {}),
    FERRY_SERVER_PORT: '0',
    FERRY_SERVER_HOST: '127.0.0.1',
    FERRY_SERVER_DIST_DIR: distDir,
    FERRY_SERVER_DATA_DIR: await mkdtemp(join(work, 'data-')),
    FERRY_LOCAL_API_KEY: API_KEY,
    // Nothing is proxied here.
    FERRY_LOCAL_SERVICE_URL: 'http://127.0.0.1:9',
  })
  const measure = (urls: { webhook: string; streams: string[] }, streams: number) =>
    measureEventLatency({
      webhookUrl: `${urls.webhook}/webhooks/local`,
      streamUrls: urls.streams,
      streams,
      apiKey: API_KEY,
      seconds: args.seconds,
      rate: args.rate,
    })
  const cases: EventsCase[] = []
  const cwd = process.cwd()
  // startSiteServerProcess runs server/main.ts from the working directory.
  process.chdir(ROOT)
  try {
    const onOne = Math.min(args.streams, MAX_STREAMS_TOTAL)
    const streamInstances = Math.ceil(args.streams / MAX_STREAMS_TOTAL)
    args.log('events: starting PostgreSQL...')
    const cluster = await startPostgresCluster()
    try {
      args.log(`events: starting ${1 + streamInstances} site-server instances on it...`)
      const pg = await startInstances(1 + streamInstances, () => env(cluster.url))
      try {
        const [webhook, ...others] = pg.urls as [string, ...string[]]
        const shapes = streamInstances > 1 ? [1, streamInstances] : [1]
        for (const count of shapes) {
          const streams = count === 1 ? onOne : args.streams
          args.log(`events: PostgreSQL, webhooks to A, ${streams} streams on ${count} other instance(s)...`)
          const measured = await measure({ webhook, streams: others.slice(0, count) }, streams)
          cases.push({
            name: `PostgreSQL: A → ${count === 1 ? 'B' : `B…${String.fromCharCode(65 + count)}`}`,
            store: 'postgres',
            instances: 1 + streamInstances,
            streamInstances: count,
            ...measured,
          })
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
        }
      } finally {
        await pg.stop()
      }
    } finally {
      await cluster.stop()
    }
    args.log(`events: embedded store, one instance, ${onOne} streams on it...`)
    const embedded = await startInstances(1, () => env())
    try {
      const [url] = embedded.urls as [string]
      const measured = await measure({ webhook: url, streams: [url] }, onOne)
      cases.push({
        name: 'embedded file log: one instance',
        store: 'embedded',
        instances: 1,
        streamInstances: 1,
        ...measured,
      })
    } finally {
      await embedded.stop()
    }
  } finally {
    process.chdir(cwd)
    await rm(work, { recursive: true, force: true })
  }
  return { seconds: args.seconds, rate: args.rate, streamsAsked: args.streams, cases }
}
