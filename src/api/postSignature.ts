import { fetchJson } from './fetchJson'
import { type SignaturePost, type SignaturePostResponse, signaturePostResponseSchema } from './schemas/quote'

/**
 * Sends a signature item's `post` (section 10.8):
 * its endpoint and body as the service gave them, with the signature as the
 * `signature` query parameter. The answer may carry further steps to run.
 */
export function postSignature(args: {
  baseUrl: string
  post: SignaturePost
  signature: `0x${string}`
  signal?: AbortSignal
}): Promise<SignaturePostResponse> {
  const { post } = args
  const separator = post.endpoint.includes('?') ? '&' : '?'
  return fetchJson({
    baseUrl: args.baseUrl,
    path: `${post.endpoint}${separator}signature=${encodeURIComponent(args.signature)}`,
    method: post.method.toUpperCase() === 'GET' ? 'GET' : 'POST',
    body: post.method.toUpperCase() === 'GET' ? undefined : (post.body ?? {}),
    schema: signaturePostResponseSchema,
    signal: args.signal,
  })
}
