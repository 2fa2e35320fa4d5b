import { t } from '@lingui/core/macro'
import { useEffect, useRef, useState } from 'react'
import { getRequests } from '../../api/getRequests'
import { postFastFill } from '../../api/postFastFill'
import type { RequestRecord } from '../../api/schemas/requests'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { type FastFillOutcome, type FastFillProgress, runFastFill } from './fastFill'
import { fastFillProgressText, fastFillText, fastFillTone } from './fastFillText'

/**
 * "Fast fill" on a request waiting on its fill: asks the site server (which holds the key and the site's limit) to
 * have the service fill it now, then says how it goes and what came of it; a refusal in words. The list is read
 * again at the end, so the row shows the new status and that a fast fill filled it.
 */
export function FastFillAction(props: { record: RequestRecord; proxyBaseUrl: string; onSettled: () => void }) {
  const { record, proxyBaseUrl } = props
  const [progress, setProgress] = useState<FastFillProgress | undefined>(undefined)
  const [outcome, setOutcome] = useState<FastFillOutcome | undefined>(undefined)
  const running = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => running.current?.abort(), [])

  const start = async () => {
    const controller = new AbortController()
    running.current = controller
    setOutcome(undefined)
    const query = new URLSearchParams({ id: record.id })
    const result = await runFastFill({
      calls: {
        send: () => postFastFill({ proxyBaseUrl, requestId: record.id, signal: controller.signal }),
        readRecord: async () =>
          (await getRequests({ proxyBaseUrl, query, signal: controller.signal })).requests.find(
            (r) => r.id.toLowerCase() === record.id.toLowerCase(),
          ) ?? null,
      },
      onProgress: setProgress,
      signal: controller.signal,
    })
    if (controller.signal.aborted) return
    setProgress(undefined)
    setOutcome(result)
    props.onSettled()
  }

  // Offered while the request waits on its fill; what came of one started here stays until the row is closed.
  if (record.status !== 'waiting' && !progress && !outcome) return null
  return (
    <section className="space-y-2" aria-label={t({ id: 'activity.fastFill.label', message: 'Fast fill' })}>
      {record.status === 'waiting' && !progress && outcome?.kind !== 'filled' && (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => void start()} data-testid="fast-fill">
            {t({ id: 'activity.fastFill.button', message: 'Fast fill' })}
          </Button>
          <span className="text-xs text-slate-500">
            {t({
              id: 'activity.fastFill.hint',
              message: 'Fill it now, before its deposit is confirmed: your app balance fronts the fill.',
            })}
          </span>
        </div>
      )}
      {progress && (
        <p role="status" className="text-xs text-slate-600" data-testid="fast-fill-progress">
          {fastFillProgressText(progress)}
        </p>
      )}
      {outcome && (
        <Notice tone={fastFillTone(outcome)} testId="fast-fill-outcome">
          {fastFillText(outcome)}
        </Notice>
      )}
    </section>
  )
}
