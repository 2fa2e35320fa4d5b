import type { ComponentPropsWithoutRef, KeyboardEvent } from 'react'

/**
 * One option of a picker's listbox. The search box keeps focus and points at
 * the highlighted option, so an option is focusable only by script
 * (`tabIndex -1`); should one get focus (a click), the picker's keys work
 * there too. The pointer moves the highlight only when it moves: a list that opens or scrolls under a resting
 * pointer keeps the highlight where the keys put it (mouseenter fires then; mousemove does not).
 */
export function PickerOption(
  props: Omit<ComponentPropsWithoutRef<'div'>, 'onClick' | 'onMouseMove' | 'onKeyDown'> & {
    id: string | undefined
    active: boolean
    disabled?: boolean
    onPick: () => void
    onHover: () => void
    onKeys: (event: KeyboardEvent) => void
  },
) {
  const { active, disabled, onPick, onHover, onKeys, ...rest } = props
  return (
    <div
      {...rest}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      aria-disabled={disabled ? true : undefined}
      onClick={onPick}
      onMouseMove={active ? undefined : onHover}
      onKeyDown={onKeys}
    />
  )
}
