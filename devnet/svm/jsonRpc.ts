import { FerryError } from '../../src/lib/FerryError'
/** A JSON-RPC request id: what the answer echoes. */
export type JsonRpcId = string | number | null

/** One call of a request body. */
export interface JsonRpcCall {
  id: JsonRpcId
  method: string
  /** Positional params (Solana's methods take an array); `[]` when absent. */
  params: unknown[]
}

/** An error answer's `error`. */
export interface JsonRpcErrorObject {
  code: number
  message: string
  data?: unknown
}

/** The standard JSON-RPC 2.0 error codes, and the Solana node's own. */
export const JSON_RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** Preflight simulation failed (`data`: `err`, `logs`, ...). */
  sendTransactionPreflightFailure: -32002,
  /** A signature that does not verify (`sigVerify`, or `sendTransaction`'s preflight). */
  signatureVerificationFailure: -32003,
  /** `getTransaction` of a v0 transaction without `maxSupportedTransactionVersion`. */
  unsupportedTransactionVersion: -32015,
} as const

/** What a method throws to answer with a JSON-RPC error. */
export class JsonRpcError extends FerryError {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }

  toObject(): JsonRpcErrorObject {
    return { code: this.code, message: this.message, ...(this.data === undefined ? {} : { data: this.data }) }
  }
}

/** A request body read: each entry a call or the error answer it gets; `batch` when the body was an array. */
export type ParsedJsonRpc =
  | { batch: boolean; entries: ({ call: JsonRpcCall } | { id: JsonRpcId; error: JsonRpcErrorObject })[] }
  | { error: JsonRpcErrorObject }

/** Reads a JSON-RPC 2.0 body (one call or a batch) as a node does, without running anything. */
export function parseJsonRpc(text: string): ParsedJsonRpc {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { error: { code: JSON_RPC_ERRORS.parse, message: 'Parse error' } }
  }
  if (Array.isArray(body)) {
    if (body.length === 0) return { error: { code: JSON_RPC_ERRORS.invalidRequest, message: 'Invalid request' } }
    return { batch: true, entries: body.map(readCall) }
  }
  return { batch: false, entries: [readCall(body)] }
}

function readCall(entry: unknown): { call: JsonRpcCall } | { id: JsonRpcId; error: JsonRpcErrorObject } {
  const invalid = (id: JsonRpcId) => ({
    id,
    error: { code: JSON_RPC_ERRORS.invalidRequest, message: 'Invalid request' },
  })
  if (typeof entry !== 'object' || entry === null) return invalid(null)
  const { jsonrpc, id = null, method, params } = entry as Record<string, unknown>
  const validId = typeof id === 'string' || typeof id === 'number' || id === null
  if (!validId) return invalid(null)
  if (jsonrpc !== '2.0' || typeof method !== 'string') return invalid(id)
  if (params !== undefined && !Array.isArray(params))
    return { id, error: { code: JSON_RPC_ERRORS.invalidParams, message: 'Invalid params: expected an array' } }
  return { call: { id, method, params: params ?? [] } }
}

/** JSON with bigints as plain numbers: Solana's u64 fields (lamports, slots) are JSON numbers of any size. */
export function stringifyJsonRpc(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `${BIGINT_MARK}${v}` : v)).replace(
    /"\\u0000bigint:(-?\d+)"/g,
    '$1',
  )
}
/** Never in a real string answer: marks a bigint to unquote (JSON writes the NUL as `\u0000`). */
const BIGINT_MARK = '\u0000bigint:'
