import { t } from '@lingui/core/macro'

/** The demo site's title (the browser's tab), in the active language. */
export function applyPageTitle(): void {
  document.title = t({ id: 'app.title', message: 'Ferry — bridge and swap across chains' })
}
