import { type Address, getBase58Encoder, getBase64Encoder, isAddress } from '@solana/kit'
import { JSON_RPC_ERRORS, JsonRpcError } from './jsonRpc'
import type { SolanaNode } from './SolanaNode'

/** An invalid-params error, worded as the node words them. */
export function invalidParams(message: string): JsonRpcError {
  return new JsonRpcError(JSON_RPC_ERRORS.invalidParams, `Invalid param: ${message}`)
}

/** The base58 address at `params[index]`. */
export function addressParam(params: readonly unknown[], index: number): Address {
  const value = params[index]
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams('Invalid')
  return value
}

/** The config object at `params[index]` (`{}` when absent). */
export function configParam(params: readonly unknown[], index: number): Record<string, unknown> {
  const value = params[index] ?? {}
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams('expected a configuration object')
  return value as Record<string, unknown>
}

/** The string at `params[index]`. */
export function stringParam(params: readonly unknown[], index: number): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams(`expected a string at position ${index}`)
  return value
}

/** Bytes sent as a string in `encoding` (`base58`, the default, or `base64`). */
export function bytesParam(value: string, encoding: unknown): Uint8Array {
  try {
    if (encoding === undefined || encoding === 'base58') return new Uint8Array(getBase58Encoder().encode(value))
    if (encoding === 'base64') return new Uint8Array(getBase64Encoder().encode(value))
  } catch {
    throw invalidParams(`invalid ${encoding ?? 'base58'} encoding`)
  }
  throw invalidParams(`unsupported encoding: ${String(encoding)}`)
}

/** `{ context: { slot }, value }`: how the node answers methods that read state. */
export function withContext<T>(
  node: SolanaNode,
  value: T,
): { context: { apiVersion: string; slot: bigint }; value: T } {
  return { context: { apiVersion: SOLANA_API_VERSION, slot: node.ledger.slot }, value }
}

/** The Solana release whose RPC the devnet's answers follow (`getVersion`, `context.apiVersion`). */
export const SOLANA_API_VERSION = '2.2.0'
