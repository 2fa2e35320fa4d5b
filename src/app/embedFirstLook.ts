import { THEME_MODES, THEME_PATTERNS, THEME_RADII } from '../config/widgetUrl'
import type { SwapMode } from '../features/swap/swapModes'
import { ADDRESS_PATTERN } from '../lib/addressPattern'

type Theme = {
  mode?: (typeof THEME_MODES)[number]
  accent?: string
  radius?: (typeof THEME_RADII)[number]
  font?: string
}

/** What the skeleton shows before the configuration is checked: the look and the form's shape, nothing it acts on. */
export type FirstLook = {
  theme: Theme
  mode: SwapMode
  /** The configured `hide` list, unchecked. */
  hide: string[]
  amount: string
  recipient: string | undefined
  /** The local devnet shows a notice above the form. */
  devnet: boolean
}

const MODES: readonly SwapMode[] = ['bridge', 'swap', 'send', 'wrap', 'unwrap']
const AMOUNT = /^\d{1,30}(\.\d{1,30})?$/

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined
const matching = (pattern: RegExp, value: unknown): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined

/**
 * Reads an unchecked configuration (`readWidgetUrl`) for the first paint.
 * Only values the configuration's schema would accept are taken; anything
 * else falls back to the default, and the error screen follows once the
 * configuration is checked.
 */
export function firstLookOf(config: Record<string, unknown>, defaultNetwork: string): FirstLook {
  const theme = (typeof config.theme === 'object' && config.theme) || {}
  const { mode, accent, radius, font } = theme as Record<string, unknown>
  const recipient = matching(ADDRESS_PATTERN, config.recipient)
  return {
    theme: {
      mode: oneOf(THEME_MODES, mode),
      accent: matching(THEME_PATTERNS.accent, accent),
      radius: oneOf(THEME_RADII, radius),
      font: matching(THEME_PATTERNS.font, font),
    },
    mode: oneOf(MODES, config.mode) ?? (recipient ? 'send' : 'bridge'),
    hide: Array.isArray(config.hide) ? config.hide.filter((part) => typeof part === 'string') : [],
    amount: matching(AMOUNT, config.amount) ?? '',
    recipient,
    devnet: (config.network ?? defaultNetwork) === 'local',
  }
}
