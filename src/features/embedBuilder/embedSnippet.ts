import type { WidgetConfig } from '../../config/widgetConfig'
import { encodeConfigParam } from '../../embed-host/configParam'

/**
 * The configuration with everything left at its default dropped, so the
 * snippet shows only what the integrator chose.
 */
export function compactConfig(config: WidgetConfig): WidgetConfig {
  const prune = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.length ? value : undefined
    if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value)
        .map(([k, v]) => [k, prune(v)] as const)
        .filter(([, v]) => v !== undefined && v !== '' && v !== false)
      return entries.length ? Object.fromEntries(entries) : undefined
    }
    return value
  }
  return (prune(config) ?? {}) as WidgetConfig
}

/** The script snippet a host page pastes: a div, ferry-embed.js, and Ferry.mount with the configuration. */
export function scriptSnippet(args: { origin: string; config: WidgetConfig }): string {
  const config = JSON.stringify(compactConfig(args.config), null, 2).replace(/\n/g, '\n  ')
  return [
    '<div id="ferry"></div>',
    `<script src="${args.origin}/ferry-embed.js"></script>`,
    '<script>',
    `  const ferry = Ferry.mount(document.getElementById('ferry'), {`,
    `    src: '${args.origin}/embed.html',`,
    `    config: ${config.replace(/\n/g, '\n  ')},`,
    "    // wallet: window.ethereum, // hand Ferry this page's wallet",
    '  })',
    "  ferry.on('completed', (event) => console.log('Ferry filled', event.requestId))",
    '</script>',
  ].join('\n')
}

/** The plain iframe alternative: the widget URL with the configuration in its `config` parameter. */
export function iframeUrl(args: { origin: string; config: WidgetConfig }): string {
  const config = compactConfig(args.config)
  return Object.keys(config).length
    ? `${args.origin}/embed.html?config=${encodeConfigParam(config)}`
    : `${args.origin}/embed.html`
}
