import type { WidgetConfig } from '../../config/widgetConfig'

type Theme = NonNullable<WidgetConfig['theme']>

/**
 * Puts the configured theme on the document root as data attributes and
 * variables that src/embed.css turns into palette, radius and font values.
 * `auto` follows the person's system setting, also when it changes. Returns
 * a function that stops following it.
 */
export function applyTheme(
  theme: Theme | undefined,
  root: HTMLElement = document.documentElement,
  media = window.matchMedia?.('(prefers-color-scheme: dark)'),
): () => void {
  const mode = theme?.mode ?? 'light'
  const set = (dark: boolean) => root.setAttribute('data-ferry-theme', dark ? 'dark' : 'light')
  if (theme?.accent) {
    root.setAttribute('data-ferry-accent', '')
    root.style.setProperty('--ferry-accent', theme.accent)
  } else {
    root.removeAttribute('data-ferry-accent')
    root.style.removeProperty('--ferry-accent')
  }
  if (theme?.radius && theme.radius !== 'medium') root.setAttribute('data-ferry-radius', theme.radius)
  else root.removeAttribute('data-ferry-radius')
  // The schema allows only letters, digits, spaces and dashes: safe to quote.
  root.style.fontFamily = theme?.font ? `"${theme.font}", system-ui, sans-serif` : ''
  if (mode !== 'auto' || !media) {
    set(mode === 'dark')
    return () => {}
  }
  set(media.matches)
  const onChange = (event: MediaQueryListEvent) => set(event.matches)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}
