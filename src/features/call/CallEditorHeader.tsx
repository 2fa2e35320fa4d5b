import { t } from '@lingui/core/macro'
import { Button } from '../../ui/Button'

/** A call's title and its Up, Down and Remove buttons. */
export function CallEditorHeader(props: {
  index: number
  count: number
  disabled: boolean
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  const { index, disabled } = props
  const n = index + 1
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="text-sm font-semibold text-slate-800">{t({ id: 'call.editor.title', message: `Call ${n}` })}</h3>
      <div className="flex gap-1">
        <Button
          variant="small"
          disabled={disabled || index === 0}
          onClick={() => props.onMove(-1)}
          aria-label={t({ id: 'call.editor.moveUpLabel', message: `Move call ${n} up` })}
        >
          {t({ id: 'call.editor.moveUp', message: 'Up' })}
        </Button>
        <Button
          variant="small"
          disabled={disabled || index === props.count - 1}
          onClick={() => props.onMove(1)}
          aria-label={t({ id: 'call.editor.moveDownLabel', message: `Move call ${n} down` })}
        >
          {t({ id: 'call.editor.moveDown', message: 'Down' })}
        </Button>
        <Button
          variant="small"
          disabled={disabled}
          onClick={props.onRemove}
          aria-label={t({ id: 'call.editor.removeLabel', message: `Remove call ${n}` })}
          className="text-red-800"
        >
          {t({ id: 'call.editor.remove', message: 'Remove' })}
        </Button>
      </div>
    </div>
  )
}
