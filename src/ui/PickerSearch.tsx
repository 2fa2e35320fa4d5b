import type { Listbox } from './useListbox'

/**
 * A picker's search box, the combobox of its list: it keeps focus while the
 * keys move the highlight, and a new query starts at the first match (in the
 * same render as the list).
 */
export function PickerSearch(props: {
  listbox: Listbox
  /** Whether the highlighted place holds an option (an empty list has none). */
  hasActive: boolean
  label: string
  placeholder: string
  value: string
  onChange: (query: string) => void
}) {
  const { listbox } = props
  return (
    <input
      // biome-ignore lint/a11y/noAutofocus: the picker opens to its search box (showModal focuses it).
      autoFocus
      role="combobox"
      aria-expanded="true"
      aria-controls={listbox.listId}
      aria-activedescendant={props.hasActive ? listbox.optionId(listbox.active) : undefined}
      aria-label={props.label}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(e) => {
        props.onChange(e.target.value)
        listbox.setActive(0)
      }}
      onKeyDown={listbox.onKeyDown}
      className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
    />
  )
}
