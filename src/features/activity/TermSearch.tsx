import { t } from '@lingui/core/macro'
import { useId } from 'react'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/inputs'
import type { ActivityFilters } from './activityFilters'

/** Search by request id, wallet or transaction hash: applied on submit, not on every keystroke. */
export function TermSearch(props: { term: string | undefined; update: (patch: Partial<ActivityFilters>) => void }) {
  const { update } = props
  const termId = useId()
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        update({ term: String(new FormData(e.currentTarget).get('term') ?? '').trim() || undefined })
      }}
    >
      <label htmlFor={termId} className="sr-only">
        {t({ id: 'activity.search.label', message: 'Search by request id, wallet or transaction hash' })}
      </label>
      <TextInput
        id={termId}
        className="min-w-0 flex-1"
        compact
        name="term"
        defaultValue={props.term ?? ''}
        dir="ltr"
        placeholder={t({ id: 'activity.search.placeholder', message: 'Request id, wallet or transaction hash' })}
      />
      <Button type="submit" variant="accent">
        {t({ id: 'activity.search.submit', message: 'Search' })}
      </Button>
    </form>
  )
}
