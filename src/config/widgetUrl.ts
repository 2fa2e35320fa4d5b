import { decodeConfigParam, mergeConfig } from '../embed-host/configParam'

/**
 * The embed's URL read without validation: the `config` parameter and the
 * plain parameters merged into one object for `checkWidgetConfig` to judge.
 * No dependencies, so the first load can read what the skeleton needs (the
 * host origin, the look, the mode, the amount) before the validator arrives.
 */

/** The plain URL parameters and the config field each one sets. */
export const PLAIN_PARAMETERS = [
  'network',
  'locale',
  'fromChain',
  'fromToken',
  'toChain',
  'toToken',
  'amount',
  'recipient',
  'referrer',
  'theme',
  'accent',
  'parentOrigin',
  'payWith',
] as const

/** The theme's accepted values, shared with the configuration's schema. */
export const THEME_PATTERNS = {
  accent: /^#[0-9a-fA-F]{6}$/,
  font: /^[\w -]{1,40}$/,
} as const
export const THEME_MODES = ['light', 'dark', 'auto'] as const
export const THEME_RADII = ['none', 'small', 'medium', 'large'] as const

/** An http(s) origin written as one: scheme, host and port, nothing more. */
export function isHttpOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '')
  } catch {
    return false
  }
}

/** The URL's configuration, not yet checked. */
export function readWidgetUrl(
  search: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; problem: string } {
  const params = new URLSearchParams(search)
  let base: Record<string, unknown> = {}
  const encoded = params.get('config')
  if (encoded) {
    const decoded = decodeConfigParam(encoded)
    if (!decoded.ok) return decoded
    base = decoded.value
  }
  return { ok: true, value: mergeConfig(base, plainParameters(params)) }
}

function plainParameters(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const number = (v: string) => (/^\d+$/.test(v) ? Number(v) : v)
  const get = (name: (typeof PLAIN_PARAMETERS)[number]) => params.get(name) ?? undefined
  const set = (key: string, value: unknown) => {
    if (value !== undefined) out[key] = value
  }
  set('network', get('network'))
  set('amount', get('amount'))
  set('recipient', get('recipient'))
  set('referrer', get('referrer'))
  set('parentOrigin', get('parentOrigin'))
  set('payWith', get('payWith'))
  set('locale', get('locale'))
  const from = { chainId: get('fromChain') && number(get('fromChain')!), token: get('fromToken') }
  const to = { chainId: get('toChain') && number(get('toChain')!), token: get('toToken') }
  for (const [key, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const defined = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))
    if (Object.keys(defined).length) set(key, defined)
  }
  const theme = Object.fromEntries(
    Object.entries({ mode: get('theme'), accent: get('accent') }).filter(([, v]) => v !== undefined),
  )
  if (Object.keys(theme).length) set('theme', theme)
  return out
}

/**
 * The host origin the URL names, valid or not the rest: even a widget with a
 * broken configuration must be able to tell its host so.
 */
export function parentOriginOf(search: string): string | undefined {
  const params = new URLSearchParams(search)
  const decoded = params.get('config') ? decodeConfigParam(params.get('config')!) : undefined
  const candidate = params.get('parentOrigin') ?? (decoded?.ok ? decoded.value.parentOrigin : undefined)
  return isHttpOrigin(candidate) ? candidate : undefined
}
