/** The whole body, or word that it is over the limit (and was not read further). */
export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; tooLarge: true }

/**
 * Reads a request body of at most `maxBytes`, counting while it reads: a
 * declared `content-length` over the limit is refused before a byte is read,
 * and a chunked body is given up at the first chunk past the limit. A huge
 * post so costs at most the limit in memory, not its own size. What the
 * client still sends afterwards is drained and the socket closed by
 * `@hono/node-server` once the answer is out.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  // Number(null) is 0 and NaN compares false: a missing or odd header falls through to counting.
  if (Number(request.headers.get('content-length')) > maxBytes) return { ok: false, tooLarge: true }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // Not awaited: the source may never settle a cancel, and the answer must not wait on it.
      reader.cancel().catch(() => {})
      return { ok: false, tooLarge: true }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}
