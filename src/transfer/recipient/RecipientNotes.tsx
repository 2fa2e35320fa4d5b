import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { UseRecipientReturnType } from './useRecipient'

/**
 * What the recipient field says under itself: the address a typed name resolved to, and the warning about a
 * contract recipient with its explicit confirmation (`confirmId` lets the form's button move the focus there).
 */
export function RecipientNotes(props: { recipient: UseRecipientReturnType; confirmId: string }) {
  const { resolved, resolving, verdict, confirmed, setConfirmed } = props.recipient
  return (
    <>
      {resolving && (
        <p className="mt-1 text-xs text-slate-600">
          {t({ id: 'transfer.recipient.lookingUp', message: 'Looking up the name…' })}
        </p>
      )}
      {resolved && <Resolved name={resolved.name} address={resolved.address} />}
      {verdict?.kind === 'confirm' && (
        <div
          className="mt-2 space-y-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="recipient-warning"
        >
          <p>{verdict.message}</p>
          <label className="flex items-start gap-2 text-slate-800">
            <input
              id={props.confirmId}
              type="checkbox"
              className="mt-0.5 size-4 accent-amber-600"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
            />
            <span>
              {t({
                id: 'transfer.recipient.confirmContractAnyway',
                message: 'I understand, and want to send to this contract anyway',
              })}
            </span>
          </label>
        </div>
      )}
    </>
  )
}

/** The address a typed name resolved to. */
function Resolved(props: { name: string; address: string }) {
  const { name, address } = props
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="recipient-resolved">
      <Trans id="transfer.recipient.resolved">
        <bdi>{name}</bdi> is{' '}
        <span className="break-all font-mono text-slate-800" dir="ltr">
          {address}
        </span>
      </Trans>
    </p>
  )
}
