/**
 * The embed's `config` URL parameter (base64url of the JSON, UTF-8) and the
 * merge of configurations. No dependencies: the host script (ferry-embed.js)
 * builds the URL with it, the widget reads it.
 */

/** `override` on top of `base`; nested objects (theme, from, to) merge field by field. */
export function mergeConfig<T extends Record<string, unknown>>(base: T, override: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(override)) {
    const before = out[key]
    out[key] = isPlainObject(before) && isPlainObject(value) ? { ...before, ...value } : value
  }
  return out as T
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** base64url (no padding) of the JSON text, UTF-8. */
export function encodeConfigParam(config: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(config))
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function decodeConfigParam(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; problem: string } {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    return { ok: false, problem: 'config: is not base64url (only letters, digits, - and _ are allowed)' }
  let json: string
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4))
    json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return { ok: false, problem: 'config: could not be decoded from base64url' }
  }
  try {
    const value: unknown = JSON.parse(json)
    if (!isPlainObject(value)) return { ok: false, problem: 'config: must be a JSON object' }
    return { ok: true, value }
  } catch {
    return { ok: false, problem: 'config: is not valid JSON' }
  }
}
