/**
 * A request body the site server rewrites before passing it on: read as one JSON object (strict UTF-8), or
 * refused, since what passes on must be exactly what was checked.
 */
export function readJsonObjectBody(bytes: Uint8Array): Record<string, unknown> | undefined {
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return undefined
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined
}

/** The message of a body that is not one JSON object. */
export const NOT_A_JSON_OBJECT = 'The request body must be a JSON object'
