import * as z from 'zod/mini'
import { MAX_SWAP_SOURCES } from '../api/schemas/quoteRequest'
import { APP_FEE_BPS_LIMIT } from '../api/schemas/siteInfo'
import { LOCALE_CODES, matchOne } from '../i18n/locales'
import { ADDRESS_PATTERN } from '../lib/addressPattern'
import { isHttpOrigin, readWidgetUrl, THEME_MODES, THEME_PATTERNS, THEME_RADII } from './widgetUrl'

export { decodeConfigParam, encodeConfigParam, mergeConfig as mergeWidgetConfig } from '../embed-host/configParam'
export { PLAIN_PARAMETERS, parentOriginOf } from './widgetUrl'

/**
 * The embed's configuration: what an integrator can set for the iframe, in
 * the URL (`config` = base64url JSON, plus plain parameters for the common
 * cases) or later through the host script (`init`, `update`). Validated here
 * with zod/mini, which is light enough for the embed's first load.
 */

const chainId = z.int().check(z.positive('must be a positive chain id'))
const address = z.string().check(z.regex(ADDRESS_PATTERN, 'must be a 0x-prefixed 20-byte hex address'))
const TOKEN_SYMBOL = /^[A-Za-z0-9.]{1,12}$/
/** A token by symbol on the side's chain ("USDC") or by address. */
const tokenRef = z
  .string()
  .check(
    z.refine(
      (ref) => ADDRESS_PATTERN.test(ref) || TOKEN_SYMBOL.test(ref),
      'must be a token symbol like USDC or a 0x address',
    ),
  )
const origin = z
  .string()
  .check(z.refine(isHttpOrigin, 'must be an origin like https://example.com (scheme, host and port only)'))
const httpUrl = z.string().check(
  z.refine((value) => {
    try {
      return ['https:', 'http:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'must be an http(s) URL'),
)

/** A swap source's name as `GET /swap-sources` lists it ("uniswap-v3", "ferry-weth-usdc"). */
const swapSources = z
  .array(z.string().check(z.regex(/^[^\p{Cc}]{1,100}$/u, 'must be swap source names as GET /swap-sources lists them')))
  .check(z.maxLength(MAX_SWAP_SOURCES, `must list at most ${MAX_SWAP_SOURCES} sources`))

/** Where an integrator's "view this transfer" URL names the request. */
export const REQUEST_ID_PLACEHOLDER = '{requestId}'
const requestUrlTemplate = z.string().check(
  z.refine((value) => {
    if (!value.includes(REQUEST_ID_PLACEHOLDER)) return false
    try {
      return ['https:', 'http:'].includes(new URL(value.replaceAll(REQUEST_ID_PLACEHOLDER, 'id')).protocol)
    } catch {
      return false
    }
  }, `must be an http(s) URL with ${REQUEST_ID_PLACEHOLDER} in it, like https://example.org/transfer/${REQUEST_ID_PLACEHOLDER}`),
)

/** The integrator's page for one request: `template` with the id in place of `{requestId}`. */
export function fillRequestUrl(template: string, requestId: string): string {
  return template.replaceAll(REQUEST_ID_PLACEHOLDER, encodeURIComponent(requestId))
}

const side = z.strictObject({
  chainId: z.optional(chainId),
  token: z.optional(tokenRef),
  /** The person cannot change this side's chain and token. */
  locked: z.optional(z.boolean()),
})

/** How many fees an embed may list (the site server allows as many). */
export const MAX_EMBED_APP_FEES = 5

export const WIDGET_MODES = ['bridge', 'swap', 'send', 'wrap', 'unwrap'] as const
/** Parts of the form an integrator can hide. */
export const HIDEABLE_PARTS = ['modeSwitch', 'slippage', 'exactOutput', 'recentTransfers', 'poweredBy'] as const
export type HideablePart = (typeof HIDEABLE_PARTS)[number]

export const widgetConfigSchema = z.strictObject({
  network: z.optional(z.enum(['local', 'testnet', 'mainnet'])),
  /** Where quotes and status checks go instead of the network's default (a service or the integrator's proxy). */
  apiUrl: z.optional(httpUrl),
  /** The host page's origin: the only one the widget listens to and posts to. */
  parentOrigin: z.optional(origin),
  theme: z.optional(
    z.strictObject({
      mode: z.optional(z.enum(THEME_MODES)),
      accent: z.optional(z.string().check(z.regex(THEME_PATTERNS.accent, 'must be a colour like #0f766e'))),
      radius: z.optional(z.enum(THEME_RADII)),
      /** A font family name already available to the page (no downloads). */
      font: z.optional(
        z.string().check(z.regex(THEME_PATTERNS.font, 'must be a font family name (letters, digits, spaces, dashes)')),
      ),
    }),
  ),
  mode: z.optional(z.enum(WIDGET_MODES)),
  from: z.optional(side),
  to: z.optional(side),
  /** A decimal amount of the origin token, as a person would type it. */
  amount: z.optional(z.string().check(z.regex(/^\d{1,30}(\.\d{1,30})?$/, 'must be a decimal amount like 0.5'))),
  recipient: z.optional(address),
  /** Allow lists: only these chains and tokens are offered. */
  chains: z.optional(z.array(chainId).check(z.minLength(1, 'must list at least one chain'))),
  tokens: z.optional(z.array(tokenRef).check(z.minLength(1, 'must list at least one token'))),
  /** Sent as `referrer` in every quote request (section 2.1). */
  referrer: z.optional(
    z.string().check(z.regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits, dots, colons, dashes or underscores')),
  ),
  hide: z.optional(z.array(z.enum(HIDEABLE_PARTS))),
  /**
   * Fees the site takes on every quote (`appFees: [{ recipient, fee }]` of the quote request), for a build without a
   * site server. Visible to and changeable by the host page: only a site server's fees bind (it replaces these).
   */
  appFees: z.optional(
    z
      .array(
        z.strictObject({
          recipient: address,
          bps: z.int().check(z.gte(1, 'must be at least 1 (0.01%)'), z.lte(APP_FEE_BPS_LIMIT, 'must be at most 10000')),
        }),
      )
      .check(z.maxLength(MAX_EMBED_APP_FEES, `must list at most ${MAX_EMBED_APP_FEES} fees`)),
  ),
  /** The name the review gives the site's fees ("Includes a 0.5 % fee to <siteName>"); absent, "this site". */
  siteName: z.optional(
    z.string().check(z.regex(/^\S(.{0,62}\S)?$/, 'must be 1-64 characters, without spaces at either end')),
  ),
  /**
   * The language (a BCP 47 tag: `de`, `pt-BR`, `ar`): one Ferry speaks, or its language (`de-AT` reads as German).
   * Absent, the browser's languages decide. Right-to-left languages turn the widget around.
   */
  locale: z.optional(
    z.string().check(z.refine((tag) => matchOne(tag) !== undefined, `must be one of ${LOCALE_CODES.join(', ')}`)),
  ),
  /**
   * The host's own wording, by message id (`{ "swap.review.fees": "Network costs" }`), in the widget's language.
   * ICU syntax like the catalogues (`{amount}`, plurals); an id Ferry does not use is ignored.
   */
  messages: z.optional(
    z
      .record(
        z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be message ids (letters, digits, dots)')),
        z.string().check(z.maxLength(1000, 'must be at most 1000 characters')),
      )
      .check(z.refine((map) => Object.keys(map).length <= 500, 'must hold at most 500 messages')),
  ),
  /**
   * How a person pays: from a connected wallet (the default), through a deposit address from an exchange or any
   * wallet (no connection), or a choice of both.
   */
  payWith: z.optional(z.enum(['wallet', 'address', 'both'])),
  /**
   * The integrator's own page for a transfer (`https://example.org/transfer/{requestId}`): "view this transfer"
   * links go there instead of the widget's request view, and the host's events name it.
   */
  requestUrl: z.optional(requestUrlTemplate),
  /**
   * Swap sources quotes may use (`includedSwapSources`) and may not (`excludedSwapSources`), by the names
   * `GET /swap-sources` lists. Visible to and changeable by the host page: a site server's lists bind (they replace
   * these).
   */
  includedSwapSources: z.optional(swapSources),
  excludedSwapSources: z.optional(swapSources),
  /** Default slippage tolerance in basis points (the person can still change it unless `slippage` is hidden). */
  slippageBps: z.optional(
    z.int().check(z.gte(1, 'must be at least 1 (0.01%)'), z.lte(5000, 'must be at most 5000 (50%)')),
  ),
})

export type WidgetConfig = z.infer<typeof widgetConfigSchema>

export type ConfigResult = { ok: true; config: WidgetConfig } | { ok: false; problems: string[] }

/** Validates a configuration object; every problem is one sentence naming the field. */
export function checkWidgetConfig(value: unknown): ConfigResult {
  const parsed = widgetConfigSchema.safeParse(value)
  if (parsed.success) return { ok: true, config: parsed.data }
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      const path = issue.path.join('.')
      return path ? `${path}: ${describeIssue(issue)}` : describeIssue(issue)
    }),
  }
}

// zod/mini carries no English messages (that keeps it small): the generic issues are worded here.
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown option${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'invalid_type':
      return `must be ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'an object' : `a ${issue.expected === 'int' ? 'whole number' : issue.expected}`}`
    default:
      return issue.message
  }
}

/** Reads the embed URL: `config` (base64url JSON) first, then the plain parameters on top. */
export function parseWidgetUrl(search: string): ConfigResult {
  const read = readWidgetUrl(search)
  if (!read.ok) return { ok: false, problems: [read.problem] }
  // The site's fee and name are read here, not with the first paint's parameters: the skeleton has no use for them.
  const params = new URLSearchParams(search)
  const fees = params.get('appFees')
  const siteName = params.get('siteName')
  return checkWidgetConfig({
    ...read.value,
    ...(fees === null ? {} : { appFees: feeList(fees) }),
    ...(siteName === null ? {} : { siteName }),
  })
}

/**
 * The plain `appFees` parameter: `0xRecipient:50,0xOther:25`, as the site server's variable has it. An entry of
 * another form is kept as it is, for the check to name.
 */
function feeList(text: string): unknown[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const fee = /^(0x[0-9a-fA-F]*):(\d+)$/.exec(entry)
      return fee ? { recipient: fee[1], bps: Number(fee[2]) } : entry
    })
}
