import { monitorEventLoopDelay } from 'node:perf_hooks'
import { signedHeaders, webhookBody } from '../../server/testing/signedWebhooks'
import { summarize } from '../benchStats'
import { arrivalLatencies } from './arrivalLatencies'
import { type ArrivalStreams, openArrivalStreams } from './openArrivalStreams'
import { paceSends } from './paceSends'

/** How long the streams may take to open, and the events to reach every stream after the last webhook's answer. */
const CONNECT_DEADLINE_MS = 60_000
const DRAIN_DEADLINE_MS = 60_000
/** Warm-up webhooks (not timed): connections, JIT and the store's first writes. */
const WARMUP_SECONDS = 1

type Percentiles = { p50: number; p95: number; p99: number; mean: number }

export interface EventLatency extends Percentiles {
  streams: number
  webhooks: number
  /** Webhooks answered with anything but a 2xx, or not answered. */
  rejected: number
  achievedRate: number
  /** How far the latest webhook was sent behind its schedule. */
  maxLagMs: number
  min: number
  max: number
  /** (accepted webhook, stream) pairs whose event never arrived. */
  missing: number
  /** Streams that ended during the run. */
  dropped: number
  /** Send → 2xx of the webhooks themselves. */
  accept: Percentiles
  /** Send → arrival on the streams: with one instance the fan-out happens before the 2xx, which this includes. */
  sent: Percentiles
  /** This process's event-loop delay while timing (sender and readers share it: its delays add to both moments). */
  benchLoopDelay: { p50: number; p99: number; max: number }
  /** Per accepted webhook in seq order: its event's first and last arrival over the streams, ms after acceptance. */
  fastest: number[]
  slowest: number[]
}

const round = (n: number) => Math.round(n * 10) / 10
const waitFor = async (done: () => boolean, deadlineMs: number, what: () => string) => {
  const deadline = Date.now() + deadlineMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`events bench: ${what()} after ${deadlineMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Posts `count` signed webhooks at `rate` a second; resolves with seq → when its 2xx was read, and the pacing. */
async function postWebhooks(args: { webhookUrl: string; apiKey: string; count: number; rate: number }) {
  const acceptedAt = new Map<number, number>()
  const sentAtOf = new Map<number, number>()
  const acceptTimes: number[] = []
  const answers: Promise<void>[] = []
  let rejected = 0
  const post = async (sentAt: number) => {
    // The body carries its send time (`timestamp`); the seq of the 2xx names its event on the streams.
    const body = webhookBody()
    try {
      const response = await fetch(args.webhookUrl, { method: 'POST', body, headers: signedHeaders(args.apiKey, body) })
      const at = performance.now()
      const json = (await response.json()) as { id?: number }
      if (response.ok && typeof json.id === 'number') {
        acceptedAt.set(json.id, at)
        sentAtOf.set(json.id, sentAt)
        acceptTimes.push(at - sentAt)
      } else rejected += 1
    } catch {
      rejected += 1
    }
  }
  const pacing = await paceSends({
    total: args.count,
    ratePerSecond: args.rate,
    send: () => answers.push(post(performance.now())),
  })
  await Promise.all(answers)
  return { acceptedAt, sentAtOf, acceptTimes, rejected, pacing }
}

/**
 * Opens `streams` SSE streams over `streamUrls`, posts signed webhooks to `webhookUrl` at `rate` a second for
 * `seconds` (after a second of warm-up), and times each event from its webhook's 2xx, as the sender read it, to its
 * arrival on every stream: both moments on this process's clock.
 */
export async function measureEventLatency(args: {
  webhookUrl: string
  streamUrls: string[]
  streams: number
  apiKey: string
  seconds: number
  rate: number
}): Promise<EventLatency> {
  const streams: ArrivalStreams = openArrivalStreams({ urls: args.streamUrls, count: args.streams })
  try {
    const status = () => `${streams.connected()} of ${args.streams} streams open, ${streams.dropped()} refused or ended`
    await waitFor(() => streams.connected() === args.streams, CONNECT_DEADLINE_MS, status)
    const drain = async (seqs: Iterable<number>) => {
      const last = Math.max(0, ...seqs)
      // A stream that ended is left out (its events are counted missing): the others are still waited for.
      const short = () => `streams still short of seq ${last} (lowest ${streams.lowestLastSeq()})`
      await waitFor(() => streams.lowestLastSeq() >= last, DRAIN_DEADLINE_MS, short)
    }
    const post = (count: number) =>
      postWebhooks({ webhookUrl: args.webhookUrl, apiKey: args.apiKey, count, rate: args.rate })
    await drain((await post(Math.ceil(WARMUP_SECONDS * args.rate))).acceptedAt.keys())
    const loopDelay = monitorEventLoopDelay({ resolution: 10 })
    loopDelay.enable()
    const sent = await post(Math.round(args.seconds * args.rate))
    await drain(sent.acceptedAt.keys()).catch(() => {
      // Whatever never arrived is counted as missing below.
    })
    loopDelay.disable()
    const dropped = streams.dropped()
    streams.close()
    const measured = arrivalLatencies({ acceptedAt: sent.acceptedAt, streams: streams.arrivals })
    if (measured.latencies.length === 0) throw new Error(`events bench: no event arrived (${status()})`)
    const figures = summarize(measured.latencies)
    const accept = summarize(sent.acceptTimes)
    const fromSend = summarize(arrivalLatencies({ acceptedAt: sent.sentAtOf, streams: streams.arrivals }).latencies)
    const loopMs = (ns: number) => round(ns / 1e6)
    return {
      streams: args.streams,
      webhooks: sent.pacing.startedAt.length,
      rejected: sent.rejected,
      achievedRate: round(sent.pacing.achievedRate),
      maxLagMs: round(sent.pacing.maxLagMs),
      ...figures,
      min: measured.latencies.reduce((a, b) => Math.min(a, b)),
      max: measured.latencies.reduce((a, b) => Math.max(a, b)),
      missing: measured.missing,
      dropped,
      accept,
      sent: fromSend,
      benchLoopDelay: {
        p50: loopMs(loopDelay.percentile(50)),
        p99: loopMs(loopDelay.percentile(99)),
        max: loopMs(loopDelay.max),
      },
      fastest: measured.fastest.map(round),
      slowest: measured.slowest.map(round),
    }
  } finally {
    streams.close()
  }
}
