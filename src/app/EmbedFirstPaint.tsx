import { t } from '@lingui/core/macro'
import { SwapPanelSkeleton } from '../features/swap/SwapPanelSkeleton'
import { EmbedLayout } from './EmbedLayout'
import type { FirstLook } from './embedFirstLook'

/**
 * The embed before its widget has loaded: the layout around the form's skeleton, in the configured mode with the
 * configured parts hidden. The build writes it into embed.html (src/prerender), and the first load renders it again
 * over that HTML with what was typed there.
 */
export function EmbedFirstPaint(props: { look: FirstLook }) {
  const { look } = props
  return (
    <div className="p-2">
      <EmbedLayout devnet={look.devnet} poweredBy={!look.hide.includes('poweredBy')}>
        <SwapPanelSkeleton
          mode={look.mode}
          recipient={look.recipient}
          hidden={look.hide}
          status={t({ id: 'app.loading.ferry', message: 'Loading Ferry…' })}
        />
      </EmbedLayout>
    </div>
  )
}
