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
      <h3 className="text-sm font-semibold text-slate-800">Call {n}</h3>
      <div className="flex gap-1">
        <Button
          variant="small"
          disabled={disabled || index === 0}
          onClick={() => props.onMove(-1)}
          aria-label={`Move call ${n} up`}
        >
          Up
        </Button>
        <Button
          variant="small"
          disabled={disabled || index === props.count - 1}
          onClick={() => props.onMove(1)}
          aria-label={`Move call ${n} down`}
        >
          Down
        </Button>
        <Button
          variant="small"
          disabled={disabled}
          onClick={props.onRemove}
          aria-label={`Remove call ${n}`}
          className="text-red-800"
        >
          Remove
        </Button>
      </div>
    </div>
  )
}
