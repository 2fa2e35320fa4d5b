import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { Notice } from '../ui/Notice'

/**
 * Around the embed's form, in every state: the wallet bar and the devnet's notice above, "Powered by Ferry" below.
 * The wallet bar's row is there from the first paint, empty until the wallet side fills it (the Solana button, the
 * account), so that nothing below moves when it does.
 */
export function EmbedLayout(props: { devnet: boolean; poweredBy: boolean; wallet?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <div className="min-h-10" data-testid="embed-wallet-bar">
        {props.wallet}
      </div>
      {props.devnet && (
        // `data-part`: what the prerendered first paint removes when the configuration leaves it out (src/prerender).
        <div data-part="devnet">
          <Notice tone="info">
            {t({
              id: 'app.embed.devnetNotice',
              message: 'Local devnet: test money on chains that run on this computer.',
            })}
          </Notice>
        </div>
      )}
      {props.children}
      {props.poweredBy && (
        <p data-part="poweredBy" className="text-center text-xs text-slate-500">
          {t({ id: 'app.embed.poweredBy', message: 'Powered by Ferry' })}
        </p>
      )}
    </div>
  )
}
