import { t } from '@lingui/core/macro'
import { Notice } from '../../ui/Notice'
import { type StartState, startStateText } from './startGate'

/**
 * What became of the last click on the main button, under it: kept until a
 * quote can be signed (with a way to drop it), or failed in words. Nothing
 * while idle or starting (the button says "Starting…").
 */
export function StartStatus(props: { state: StartState; onCancel: () => void }) {
  const { state } = props
  if (state.kind !== 'waiting' && state.kind !== 'failed') return null
  const text = startStateText(state)
  if (state.kind === 'failed')
    return (
      <Notice tone="error" testId="start-status">
        {text}
      </Notice>
    )
  return (
    <Notice tone="info" testId="start-status">
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span>{text}</span>
        <button type="button" className="font-medium underline" onClick={props.onCancel}>
          {t({ id: 'transfer.start.cancel', message: "Don't start" })}
        </button>
      </span>
    </Notice>
  )
}
