import { applyDocumentLocale } from '../i18n/documentLocale'
import type { LocaleCode } from '../i18n/locales'
import type { FirstPaintHandoff } from './firstPaintHandoff'
import { FIRST_PAINT_TEXTS_ID, localizeMarked, markedTexts } from './localizeMarked'

/**
 * Runs a page's inline script (embedFirstPaintScript.ts, demoFirstPaintScript.ts) over the prerendered page, if the
 * HTML has one: `apply` sets it up for this visit and names its language; then the hand-over starts. The HTML hides
 * the page until this has run (scripts/prerenderPlugin.ts); it is shown even if something in `apply` failed.
 */
export function runFirstPaintScript(apply: (root: HTMLElement) => { locale: LocaleCode; stopTheme?: () => void }) {
  const root = document.getElementById('root')
  if (!root?.firstElementChild) return
  try {
    const { locale, stopTheme = () => {} } = apply(root)
    startHandoff(root, locale, stopTheme)
  } finally {
    root.hidden = false
  }
}

/** Puts the HTML's template for `variant` (another layout of the page) in place of what the root shows. */
export function showVariant(root: HTMLElement, variant: string | undefined): void {
  const template = variant && document.getElementById(`ferry-first-paint-${variant}`)
  if (template instanceof HTMLTemplateElement) root.replaceChildren(template.content.cloneNode(true))
}

/**
 * The prerendered first paint speaks `locale` (the page's language and direction, its texts from the page's table)
 * and records for the first load what its fields cannot keep: the amount typed last, a press on "Connect Wallet".
 */
function startHandoff(root: HTMLElement, locale: LocaleCode, stopTheme: () => void): void {
  applyDocumentLocale(locale)
  if (locale !== 'en') {
    const table = JSON.parse(document.getElementById(FIRST_PAINT_TEXTS_ID)?.textContent || '{}')
    localizeMarked(root, markedTexts(table, locale))
  }
  const handoff: FirstPaintHandoff = { pressed: [], stop }
  const onInput = (event: Event) => {
    const name = (event.target as HTMLInputElement).name
    // "You receive" not typed (a cold link's early price) belongs to the amount it was asked for.
    const receive = root.querySelector<HTMLInputElement>('input[name="receive"]')
    if (name === 'pay' && handoff.edited !== 'receive' && receive) receive.value = ''
    if (name === 'pay' || name === 'receive') handoff.edited = name
  }
  // A mouse press counts when it starts, as on the app's own "Connect Wallet" (AccountButtons.tsx): the app may
  // replace the button between press and release. Keyboards and taps go by click.
  const onPress = (event: Event) => {
    const pointer = event as PointerEvent
    if (event.type === 'pointerdown' && (pointer.pointerType !== 'mouse' || pointer.button !== 0)) return
    const press = (event.target as Element).closest?.<HTMLElement>('[data-press]')?.dataset.press
    if (press) handoff.pressed.push(press)
  }
  root.addEventListener('input', onInput)
  root.addEventListener('pointerdown', onPress)
  root.addEventListener('click', onPress)
  function stop() {
    stopTheme()
    root.removeEventListener('input', onInput)
    root.removeEventListener('pointerdown', onPress)
    root.removeEventListener('click', onPress)
  }
  window.__ferryFirstPaint = handoff
}
