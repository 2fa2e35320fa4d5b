import { t } from '@lingui/core/macro'
import { type ReactNode, Suspense } from 'react'

/** Parts that load on demand: a short "Loading…" while their code arrives. */
export function Later(props: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-500">
          {t({ id: 'ui.common.loading', message: 'Loading…' })}
        </p>
      }
    >
      {props.children}
    </Suspense>
  )
}
