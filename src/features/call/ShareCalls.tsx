import { CodeBlock } from '../../ui/CodeBlock'
import { CopyButton } from '../../ui/CopyButton'

/** A link to these calls, and the exact quote request body to copy. */
export function ShareCalls(props: { request: unknown }) {
  const body = props.request ? JSON.stringify(props.request, null, 2) : undefined
  return (
    <details className="rounded-xl border border-slate-200 px-3 py-2 text-sm">
      <summary className="cursor-pointer text-slate-700">Share and export</summary>
      <div className="mt-2 space-y-2">
        <CopyButton text={() => window.location.href} label="Copy a link to these calls" copiedLabel="Link copied" />
        {body ? (
          <CodeBlock label="Quote request body (POST /quote/v2)" code={body} testId="quote-body" />
        ) : (
          <p className="text-slate-600">
            The quote request body appears once the amount and the calls are complete and a wallet is connected.
          </p>
        )}
      </div>
    </details>
  )
}
