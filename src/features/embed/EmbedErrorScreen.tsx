import { t } from '@lingui/core/macro'

/** What an embed shows instead of the widget when its configuration cannot work: every problem, and who can fix it. */
export function EmbedErrorScreen(props: { title: string; problems: string[]; onRetry?: () => void }) {
  return (
    <div role="alert" data-testid="embed-error" className="space-y-3 rounded-2xl bg-white p-5 text-sm shadow-sm">
      <h1 className="text-base font-semibold text-red-800">{props.title}</h1>
      <ul className="list-disc space-y-1 ps-5 text-slate-700">
        {props.problems.map((problem) => (
          <li key={problem} className="break-words font-mono text-xs">
            <bdi>{problem}</bdi>
          </li>
        ))}
      </ul>
      <p className="text-slate-600">
        {t({
          id: 'embed.error.whoFixes',
          message:
            'The page that embeds Ferry sets these options. If you run that page, fix them in its embed code; if not, let its owner know.',
        })}
      </p>
      {props.onRetry && (
        <button
          type="button"
          onClick={props.onRetry}
          className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t({ id: 'embed.error.retry', message: 'Try again' })}
        </button>
      )}
    </div>
  )
}
