import type { ComponentPropsWithoutRef, KeyboardEvent } from 'react'

/**
 * One option of a picker's listbox. The search box keeps focus and points at
 * the highlighted option, so an option is focusable only by script
 * (`tabIndex -1`); should one get focus (a click), the picker's keys work
 * there too.
 */
export function PickerOption(
  props: Omit<ComponentPropsWithoutRef<'div'>, 'onClick' | 'onMouseEnter' | 'onKeyDown'> & {
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
      onMouseEnter={onHover}
      onKeyDown={onKeys}
    />
  )
}
