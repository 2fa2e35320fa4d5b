import { type ReactNode, useId } from 'react'

/** A white panel of the page; with a `title`, a section named by its heading, with `actions` beside it. */
export function Card(props: {
  title?: string
  actions?: ReactNode
  children: ReactNode
  className?: string
  testId?: string
}) {
  const id = useId()
  const className = `space-y-3 rounded-2xl bg-white p-5 shadow-sm ${props.className ?? ''}`
  if (props.title === undefined)
    return (
      <div className={className} data-testid={props.testId}>
        {props.children}
      </div>
    )
  return (
    <section aria-labelledby={id} className={className} data-testid={props.testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-800">
          {props.title}
        </h2>
        {props.actions}
      </div>
      {props.children}
    </section>
  )
}
