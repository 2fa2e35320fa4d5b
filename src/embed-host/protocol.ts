/**
 * The postMessage protocol between a host page and the Ferry iframe. No
 * dependencies: the host script (`ferry-embed.js`) uses it as it is.
 * Every message is an envelope `{ protocol: 'ferry-embed', version, type, payload }`;
 * anything else on the channel is ignored.
 */
export const EMBED_PROTOCOL = 'ferry-embed'
export const EMBED_PROTOCOL_VERSION = 1
/**
 * The oldest version of the other side each side still works with. A newer peer works (it keeps taking ours until it
 * raises its own oldest, a major version of ferry-widget); an older one than this gets `error` `protocol-version`,
 * saying which side to upgrade, from the side that noticed (packages/widget/CHANGELOG.md).
 */
export const OLDEST_PEER_VERSION = 1

/**
 * Every event about a request also names its page (`requestUrl`): the
 * integrator's own (the `requestUrl` option, filled in) or Ferry's `/r/<id>`.
 */
export type GuestToHost = {
  /** The widget listens; the host answers with `init`. */
  ready: { version: number }
  /** The widget's content height in CSS pixels, on every change. */
  resize: { height: number }
  /** A new quote is on screen. */
  quote: {
    summary: string
    originChainId: number
    destinationChainId: number
    amountIn: string
    amountOut: string
    currencyIn: string
    currencyOut: string
  }
  'execution.started': { requestId: string; requestUrl?: string }
  /** Every status change of the request being followed. */
  status: { requestId: string; status: string; requestUrl?: string }
  completed: { requestId: string; txHashes: string[]; requestUrl?: string }
  failed: { requestId: string; failReason: string; message: string; requestUrl?: string }
  refunded: { requestId: string; failReason: string; message: string; requestUrl?: string }
  /** Something the person saw go wrong that is not a request outcome (bad configuration, wallet refusal). */
  error: { code: string; message: string }
  /** A JSON-RPC call for the host's wallet (host wallet bridge). */
  'rpc.request': { id: string; method: string; params?: unknown }
}

/** EIP-1193 error codes the bridge preserves; 4900 also stands for "the host wallet did not answer in time". */
export type RpcError = { code: number; message: string; data?: unknown }

export type HostToGuest = {
  /** Configuration (same shape as the URL's `config`) and, when the host hands Ferry its wallet, a description of it. */
  init: { config?: unknown; wallet?: HostWalletInfo }
  update: { config: unknown }
  setRecipient: { address: string }
  'rpc.response': { id: string; result?: unknown; error?: RpcError }
  /** An EIP-1193 event of the host's wallet. */
  'wallet.event': { event: 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'; data: unknown }
}

/**
 * EIP-5792 over the wallet bridge: the widget batches through the host page's wallet with these three calls, carried
 * by `rpc.request`/`rpc.response` like any other (origin-pinned both ways). A wallet that answers `atomic`
 * `supported` or `ready` gets a transfer's approval and deposit as one `wallet_sendCalls` (atomicRequired), followed
 * by `wallet_getCallsStatus` (100 pending, 200 confirmed, 400 not sent, 500 reverted); one that refuses them (4200,
 * or 5700-5799) gets one transaction at a time. The shapes, for a host page that answers them itself.
 */
export type HostWalletBatchCalls = {
  wallet_getCapabilities: {
    params: [account: string, chainIds?: string[]]
    result: Record<string, { atomic?: { status: 'supported' | 'ready' | 'unsupported' } }>
  }
  wallet_sendCalls: {
    params: [
      {
        version: string
        chainId: string
        from?: string
        atomicRequired: boolean
        calls: { to?: string; data?: string; value?: string }[]
        capabilities?: Record<string, unknown>
      },
    ]
    result: { id: string; capabilities?: Record<string, unknown> }
  }
  wallet_getCallsStatus: {
    params: [id: string]
    result: {
      version: string
      id: string
      chainId: string
      status: number
      atomic: boolean
      receipts?: {
        status: string
        transactionHash: string
        blockHash: string
        blockNumber: string
        gasUsed: string
        logs: unknown[]
      }[]
    }
  }
}

/** What the widget shows for a wallet the host page hands over. */
export type HostWalletInfo = { name: string; icon?: string }

export type Envelope<M, K extends keyof M = keyof M> = {
  protocol: typeof EMBED_PROTOCOL
  version: number
  type: K
  payload: M[K]
}

/** Every message type of each direction, as a record of its map, so a type added to a map must be added here too. */
const GUEST_TYPES: Record<keyof GuestToHost, true> = {
  ready: true,
  resize: true,
  quote: true,
  'execution.started': true,
  status: true,
  completed: true,
  failed: true,
  refunded: true,
  error: true,
  'rpc.request': true,
}
const HOST_TYPES: Record<keyof HostToGuest, true> = {
  init: true,
  update: true,
  setRecipient: true,
  'rpc.response': true,
  'wallet.event': true,
}

/**
 * What a host page can listen to with `on` (docs/embedding.md, "Events"): every message of the widget but the
 * wallet bridge's own, and `timeout` from the host script. The builder's preview and the example page list these.
 */
export type FerryEventMap = Omit<GuestToHost, 'rpc.request'> & { timeout: { afterMs: number } }
export type FerryEventName = keyof FerryEventMap
/** Derived from the widget's message types, so a new message reaches hosts without a second list. */
export const FERRY_EVENTS: FerryEventName[] = [
  ...(Object.keys(GUEST_TYPES) as (keyof GuestToHost)[]).filter(
    (type): type is Exclude<keyof GuestToHost, 'rpc.request'> => type !== 'rpc.request',
  ),
  'timeout',
]

export function envelope<M, K extends keyof M>(type: K, payload: M[K]): Envelope<M, K> {
  return { protocol: EMBED_PROTOCOL, version: EMBED_PROTOCOL_VERSION, type, payload }
}

function parse<M>(data: unknown, types: Record<keyof M, true>): Envelope<M> | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const m = data as Partial<Envelope<M>>
  if (m.protocol !== EMBED_PROTOCOL || typeof m.version !== 'number' || m.version < 1) return undefined
  if (typeof m.type !== 'string' || !Object.hasOwn(types, m.type)) return undefined
  if (typeof m.payload !== 'object' || m.payload === null) return undefined
  return m as Envelope<M>
}

/** A message from the guest, or undefined for anything that is not one. */
export const parseGuestMessage = (data: unknown) => parse<GuestToHost>(data, GUEST_TYPES)
/** A message from the host, or undefined for anything that is not one. */
export const parseHostMessage = (data: unknown) => parse<HostToGuest>(data, HOST_TYPES)

/**
 * The guest's idea of who its host is: the origin from its configuration, or
 * else the origin of the first `init`. Messages from any other origin are
 * ignored, and the guest never posts with target `*`.
 */
export function createOriginPin(configured?: string) {
  let pinned = configured ? normalizeOrigin(configured) : undefined
  return {
    /** Whether to act on a message from `origin` of `type`. */
    accept(origin: string, type: keyof HostToGuest): boolean {
      const o = normalizeOrigin(origin)
      if (!o) return false
      if (pinned) return o === pinned
      if (type !== 'init') return false
      pinned = o
      return true
    },
    /** The origin to post to, or undefined while not pinned (then nothing is posted). */
    target: (): string | undefined => pinned,
  }
}

function normalizeOrigin(value: string): string | undefined {
  if (value === 'null' || value === '*') return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * A wallet error as EIP-1193 shapes it, whichever side reads it (the host from
 * its provider, the widget from the host's answer): an integer code, else an
 * internal error (-32603), and a message.
 */
export function toRpcError(error: unknown, fallbackMessage?: string): RpcError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
    data?: unknown
  }
  const code = typeof e.code === 'number' && Number.isInteger(e.code) ? e.code : -32603
  const message = typeof e.message === 'string' && e.message ? e.message : (fallbackMessage ?? String(error))
  return e.data === undefined ? { code, message } : { code, message, data: safeData(e.data) }
}

// postMessage cannot clone functions or class instances with methods: keep only what survives JSON.
function safeData(data: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(data)) as unknown
  } catch {
    return undefined
  }
}
