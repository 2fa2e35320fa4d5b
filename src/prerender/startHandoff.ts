import { applyDocumentLocale } from '../i18n/documentLocale'
import type { LocaleCode } from '../i18n/locales'
import type { FirstPaintHandoff } from './firstPaintHandoff'
import { FIRST_PAINT_TEXTS_ID, localizeMarked } from './localizeMarked'

/**
 * The prerendered first paint speaks `locale` (the page's language and direction, its texts from the page's table)
 * and records for the first load what its fields cannot keep: the amount typed last, a press on "Connect Wallet".
 */
export function startHandoff(root: HTMLElement, locale: LocaleCode, stopTheme: () => void): void {
  applyDocumentLocale(locale)
  if (locale !== 'en') {
    const table = JSON.parse(document.getElementById(FIRST_PAINT_TEXTS_ID)?.textContent || '{}')
    localizeMarked(root, table[locale] ?? {})
  }
  const handoff: FirstPaintHandoff = { pressed: [], stop }
  const onInput = (event: Event) => {
    const name = (event.target as HTMLInputElement).name
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
