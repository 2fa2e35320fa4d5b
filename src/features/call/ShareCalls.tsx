import { t } from '@lingui/core/macro'
import { CodeBlock } from '../../ui/CodeBlock'
import { CopyButton } from '../../ui/CopyButton'

/** A link to these calls, and the exact quote request body to copy. */
export function ShareCalls(props: { request: unknown }) {
  const body = props.request ? JSON.stringify(props.request, null, 2) : undefined
  const endpoint = 'POST /quote/v2'
  return (
    <details className="rounded-xl border border-slate-200 px-3 py-2 text-sm">
      <summary className="cursor-pointer text-slate-700">
        {t({ id: 'call.share.title', message: 'Share and export' })}
      </summary>
      <div className="mt-2 space-y-2">
        <CopyButton
          text={() => window.location.href}
          label={t({ id: 'call.share.copyLink', message: 'Copy a link to these calls' })}
          copiedLabel={t({ id: 'call.share.linkCopied', message: 'Link copied' })}
        />
        {body ? (
          <CodeBlock
            label={t({ id: 'call.share.requestBody', message: `Quote request body (${endpoint})` })}
            code={body}
            testId="quote-body"
          />
        ) : (
          <p className="text-slate-600">
            {t({
              id: 'call.share.requestBodyLater',
              message:
                'The quote request body appears once the amount and the calls are complete and a wallet is connected.',
            })}
          </p>
        )}
      </div>
    </details>
  )
}
