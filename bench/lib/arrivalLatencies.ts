/** What one SSE stream received: the seq of each event and when it arrived, in arrival order. */
export interface StreamArrivals {
  seqs: number[]
  at: number[]
}

export interface ArrivalLatencies {
  /** Every (accepted event, stream) pair that arrived: arrival minus acceptance, in ms. */
  latencies: number[]
  /** Accepted events a stream never received, summed over the streams. */
  missing: number
  /** Per accepted event, in seq order: its first and its last arrival over all the streams (NaN if none). */
  fastest: number[]
  slowest: number[]
}

/**
 * Matches each stream's arrivals to the moment their webhook was accepted (`acceptedAt`, seq → time on the same
 * clock). Events not in `acceptedAt` (a warm-up, another run's) are left out. A latency can be below zero: the
 * stream can hear of an event before the sender has read the 2xx that accepted it.
 */
export function arrivalLatencies(args: {
  acceptedAt: ReadonlyMap<number, number>
  streams: readonly StreamArrivals[]
}): ArrivalLatencies {
  const order = [...args.acceptedAt.keys()].sort((a, b) => a - b)
  const indexOf = new Map(order.map((seq, index) => [seq, index]))
  const fastest = order.map(() => Number.POSITIVE_INFINITY)
  const slowest = order.map(() => Number.NEGATIVE_INFINITY)
  const latencies: number[] = []
  for (const stream of args.streams) {
    const seen = new Set<number>()
    for (const [n, seq] of stream.seqs.entries()) {
      const index = indexOf.get(seq)
      if (index === undefined || seen.has(seq)) continue
      seen.add(seq)
      const latency = stream.at[n]! - args.acceptedAt.get(seq)!
      latencies.push(latency)
      fastest[index] = Math.min(fastest[index]!, latency)
      slowest[index] = Math.max(slowest[index]!, latency)
    }
  }
  const finite = (values: number[]) => values.map((v) => (Number.isFinite(v) ? v : Number.NaN))
  return {
    latencies,
    missing: order.length * args.streams.length - latencies.length,
    fastest: finite(fastest),
    slowest: finite(slowest),
  }
}
