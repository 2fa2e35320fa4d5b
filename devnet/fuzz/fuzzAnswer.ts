import fc from 'fast-check'

/** What the fuzzer sends: a method, a path with its query, and maybe a body. */
export interface FuzzRequest {
  method: string
  path: string
  /** Another server than the service (the Solana RPC): the whole URL, `path` then only names the request. */
  url?: string
  body?: string
  headers?: Record<string, string>
}

/** One endpoint (or family of paths) to fuzz. */
export interface FuzzTarget {
  name: string
  request: fc.Arbitrary<FuzzRequest>
  /** True for a request not to send (an admin body valid enough to change the devnet's state for later tests). */
  skip?: (request: FuzzRequest) => boolean
  /** What a 2xx may be besides JSON (icons are SVG, the site server's static files anything). */
  okTypes?: RegExp
  /** 5xx statuses that are a correct answer here (the proxy's 502 when a fake upstream misbehaves). */
  allowedServerErrors?: number[]
  /** More to ask of a 2xx JSON answer (a JSON-RPC answer's shape): its fault, or undefined. */
  judge?: (text: string) => string | undefined
}

/** Every request must be answered in this time: more is a hang. */
export const ANSWER_TIMEOUT_MS = 15_000

/**
 * How many generated requests the fuzzer sends in all (`FERRY_FUZZ_RUNS`,
 * `npm run fuzz -- --runs N`); `npm test` sends the default. Each property
 * gets its share: runs per property = ceil(total / properties), at least 10.
 */
export const FUZZ_TOTAL_RUNS = Number(process.env.FERRY_FUZZ_RUNS ?? 3000)
export const runsPerProperty = (properties: number) => Math.max(10, Math.ceil(FUZZ_TOTAL_RUNS / properties))
/** `FERRY_FUZZ_SEED` replays a failure fast-check reported. */
export const FUZZ_SEED = process.env.FERRY_FUZZ_SEED === undefined ? undefined : Number(process.env.FERRY_FUZZ_SEED)

/**
 * The fuzzer's judgement of one answer: a 4xx must be a JSON `{ message,
 * errorCode }`, a 2xx JSON (or `okTypes`), anything else (a 5xx, a 3xx, a
 * bare text error) is a finding. Returns the finding, or undefined.
 */
export async function judgeAnswer(
  target: FuzzTarget,
  request: FuzzRequest,
  response: Response,
): Promise<string | undefined> {
  const type = response.headers.get('content-type') ?? ''
  // A live stream (SSE) never ends: its status and type are the answer.
  if (response.ok && type.includes('text/event-stream') && target.okTypes?.test(type)) {
    await response.body?.cancel().catch(() => {})
    return undefined
  }
  const text = await response.text()
  const said = `${response.status} ${type} ${text.slice(0, 300)}`
  const { status } = response
  if (status >= 500 && !target.allowedServerErrors?.includes(status)) return `a server error: ${said}`
  // A HEAD answer has no body to judge.
  if (request.method === 'HEAD') return status < 300 || status >= 400 ? undefined : `an unexpected status: ${said}`
  // Node's HTTP parser refuses a request line or headers over its limit itself, with no body.
  if (status === 431 || status === 414) return undefined
  if (status >= 400) {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return `an error that is not JSON: ${said}`
    }
    const { message, errorCode } = (body ?? {}) as { message?: unknown; errorCode?: unknown }
    if (typeof message !== 'string' || typeof errorCode !== 'string')
      return `an error without message/errorCode: ${said}`
    if (errorCode === 'INTERNAL_ERROR') return `an internal error: ${said}`
    return undefined
  }
  if (status === 204 || status === 304) return undefined
  if (status < 200 || status >= 300) return `an unexpected status: ${said}`
  if (target.okTypes?.test(type)) return undefined
  if (!type.includes('json')) return `a 2xx that is not JSON: ${said}`
  try {
    JSON.parse(text)
  } catch {
    return `a 2xx whose JSON does not parse: ${said}`
  }
  return target.judge?.(text)
}

/**
 * Runs `target` as a fast-check property: each generated request goes
 * through `send` and must be judged fine and answered within
 * ANSWER_TIMEOUT_MS. Failures are reported with the shrunk request and the seed.
 */
export async function fuzzTarget(
  target: FuzzTarget,
  send: (request: FuzzRequest, signal: AbortSignal) => Promise<Response>,
  numRuns: number,
): Promise<void> {
  const result = await fc.check(
    fc.asyncProperty(target.request, async (request) => {
      if (target.skip?.(request)) return
      let response: Response
      try {
        response = await send(request, AbortSignal.timeout(ANSWER_TIMEOUT_MS))
      } catch (error) {
        throw new Error(
          `got no answer (${String(error)}${error instanceof Error && error.cause ? `: ${String(error.cause)}` : ''})`,
        )
      }
      const finding = await judgeAnswer(target, request, response)
      if (finding) throw new Error(finding)
    }),
    { numRuns, seed: FUZZ_SEED },
  )
  if (result.failed) {
    const [request] = (result.counterexample ?? []) as [FuzzRequest?]
    const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text)
    const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)
    throw new Error(
      [
        `${target.name}: ${request?.method} ${cut(request?.path ?? '', 400)}`,
        request?.body === undefined ? '' : `body: ${cut(request.body, 400)}`,
        `-> ${cut(error, 600)}`,
        `(replay: FERRY_FUZZ_SEED=${result.seed} and the same FERRY_FUZZ_RUNS; fast-check path ${result.counterexamplePath})`,
      ]
        .filter(Boolean)
        .join('\n'),
    )
  }
}
