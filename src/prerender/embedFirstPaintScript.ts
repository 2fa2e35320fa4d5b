import { firstLookOf } from '../app/embedFirstLook'
import { BUILD_DEFAULT_NETWORK } from '../config/networkIds'
import { readWidgetUrl } from '../config/widgetUrl'
import { applyTheme } from '../features/embed/applyTheme'
import { embedLocale } from '../i18n/chooseLocale'
import { earlyApiUrl, startEarlyPrice } from './earlyPrice'
import { runFirstPaintScript, showVariant } from './startHandoff'

/**
 * embed.html's inline script (bundled on its own by scripts/prerenderPlugin.ts), run by the parser right after
 * the prerendered form, before the first frame: the form takes the embed's configuration from the URL as the
 * first load would (firstLookOf): theme, mode, hidden parts, devnet notice, amount, recipient and language; a link
 * with a route and an amount asks its price right away (earlyPrice.ts).
 */
runFirstPaintScript((root) => {
  const read = readWidgetUrl(window.location.search)
  const config = read.ok ? read.value : {}
  const look = firstLookOf(config, BUILD_DEFAULT_NETWORK)
  const stopTheme = applyTheme(look.theme)
  showVariant(root, look.mode === 'send' ? 'send' : look.mode === 'wrap' || look.mode === 'unwrap' ? 'wrap' : undefined)
  const mode = root.querySelector<HTMLInputElement>(`input[name="ferry-mode"][value="${look.mode}"]`)
  if (mode) mode.checked = true
  const removed = [...look.hide, ...(look.devnet ? [] : ['devnet'])]
  for (const part of root.querySelectorAll<HTMLElement>('[data-part]'))
    if (removed.includes(part.dataset.part!)) part.remove()
  const recipient = root.querySelector<HTMLInputElement>('input[data-part="recipient"]')
  if (recipient) recipient.value = look.recipient ?? ''
  const pay = root.querySelector<HTMLInputElement>('input[name="pay"]')
  if (pay) pay.value = look.amount
  const side = (name: 'from' | 'to') => (config[name] ?? {}) as { chainId?: unknown; token?: unknown }
  if ((look.mode === 'bridge' || look.mode === 'swap') && !look.recipient)
    startEarlyPrice(
      root,
      earlyApiUrl(String(config.network ?? BUILD_DEFAULT_NETWORK), config.apiUrl),
      {
        fromChain: side('from').chainId,
        fromToken: side('from').token,
        toChain: side('to').chainId,
        toToken: side('to').token,
        amount: look.amount,
        referrer: config.referrer,
        includedSwapSources: config.includedSwapSources,
        excludedSwapSources: config.excludedSwapSources,
      },
      look.amount,
    )
  return { locale: embedLocale(config.locale, navigator.languages), stopTheme }
})
