import { t } from '@lingui/core/macro'
import { useEffect, useRef, useState } from 'react'
import { getStatus, statusEndpoint } from '../../api/getStatus'
import { postDepositAddressReindex } from '../../api/postDepositAddressReindex'
import { postTransactionsIndex } from '../../api/postTransactionsIndex'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { Notice } from '../../ui/Notice'
import {
  checkDeposit,
  type DepositCheckInput,
  type DepositCheckOutcome,
  overdueAt,
  readTxHash,
} from '../track/checkDeposit'
import { depositCheckText, depositCheckTone } from './depositCheckText'

/**
 * "I paid, why does nothing happen?": once a transfer has waited for its deposit longer than expected, offers to have
 * the service look at it: the deposit the wallet sent (`knownHash`), a transaction hash pasted, or the deposit address
 * again. Says in words what the service then knows; the page's own follower shows the transfer moving on.
 */
export function DepositCheck(props: {
  apiUrl: string
  requestId: string
  status: string | undefined
  /** The chain the deposit is paid on. */
  chain: { id: number; name: string; vmType?: string }
  knownHash?: string
  depositAddress?: string
  /** When the transfer was quoted or its deposit sent (ms); without it, when this was first shown. */
  since?: number
  timeEstimateSeconds?: number | null
}) {
  const { chain } = props
  const chainName = chain.name
  const [shown] = useState(() => Date.now())
  const overdue = useOverdue(props.since ?? shown, props.timeEstimateSeconds)
  const [pasted, setPasted] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<DepositCheckOutcome | undefined>(undefined)
  const running = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => running.current?.abort(), [])
  // What the check found stays once the transfer moves on (the person asked, and should see the answer beside the
  // result); the offer itself goes, as does an answer the transfer moving on made moot.
  if (props.status !== 'waiting')
    return outcome && foundDeposit(outcome) ? (
      <section
        aria-label={t({ id: 'transfer.depositCheck.title', message: 'Paid, and nothing happens?' })}
        data-testid="deposit-check"
      >
        <OutcomeNotice outcome={outcome} chainName={chainName} />
      </section>
    ) : null
  if (!overdue) return null

  const look = async (input: DepositCheckInput) => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setBusy(true)
    setOutcome(undefined)
    const baseUrl = props.apiUrl
    try {
      const result = await checkDeposit({
        input,
        signal: controller.signal,
        calls: {
          index: (args) => postTransactionsIndex({ baseUrl, ...args }),
          reindex: (args) => postDepositAddressReindex({ baseUrl, ...args }),
          readStatus: (signal) => getStatus({ baseUrl, endpoint: statusEndpoint(props.requestId), signal }),
        },
      })
      setOutcome(result)
    } catch {
      // Aborted: the page went on.
    } finally {
      if (!controller.signal.aborted) setBusy(false)
    }
  }
  const lookAtPasted = () => {
    const txHash = readTxHash(pasted, chain.vmType)
    setInvalid(!txHash)
    if (txHash) void look({ kind: 'transaction', txHash, chainId: chain.id })
  }

  return (
    <section
      aria-label={t({ id: 'transfer.depositCheck.title', message: 'Paid, and nothing happens?' })}
      className="space-y-2 rounded-xl border border-slate-200 p-3"
      data-testid="deposit-check"
    >
      <h3 className="text-sm font-semibold text-slate-800">
        {t({ id: 'transfer.depositCheck.title', message: 'Paid, and nothing happens?' })}
      </h3>
      <p className="text-sm text-slate-600">
        {t({
          id: 'transfer.depositCheck.intro',
          message: `The service has not seen a deposit for this transfer yet, which takes longer than expected. It can look for it on ${chainName} now.`,
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        {props.knownHash && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void look({ kind: 'transaction', txHash: props.knownHash!, chainId: chain.id })}
          >
            {t({ id: 'transfer.depositCheck.lookAtDeposit', message: 'Look for my deposit' })}
          </Button>
        )}
        {props.depositAddress && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void look({ kind: 'address', depositAddress: props.depositAddress!, chainId: chain.id })}
          >
            {t({ id: 'transfer.depositCheck.lookAtAddress', message: 'Look at the deposit address again' })}
          </Button>
        )}
      </div>
      {/* No form of its own: the journey may sit inside the page's form, and forms do not nest. */}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field
            label={t({ id: 'transfer.depositCheck.hashLabel', message: 'Transaction hash of your payment' })}
            error={
              invalid
                ? t({
                    id: 'transfer.depositCheck.invalidHash',
                    message: `That is not a transaction hash on ${chainName}. Copy it whole from your wallet or exchange.`,
                  })
                : undefined
            }
          >
            {(control) => (
              <TextInput {...control} mono value={pasted} onChange={(event) => setPasted(event.target.value)} />
            )}
          </Field>
        </div>
        <Button variant="accent" disabled={busy || pasted.trim() === ''} onClick={lookAtPasted}>
          {t({ id: 'transfer.depositCheck.lookUp', message: 'Look for it' })}
        </Button>
      </div>
      {busy && (
        <p role="status" className="text-sm text-slate-600">
          {t({ id: 'transfer.depositCheck.looking', message: 'Asking the service to look…' })}
        </p>
      )}
      {outcome && <OutcomeNotice outcome={outcome} chainName={chainName} />}
    </section>
  )
}

/** Whether the service found the deposit when asked: the answer that still matters once the transfer moves on. */
export const foundDeposit = (outcome: DepositCheckOutcome): boolean =>
  outcome.kind === 'followed' || outcome.kind === 'taking-up'

function OutcomeNotice(props: { outcome: DepositCheckOutcome; chainName: string }) {
  return (
    <Notice tone={depositCheckTone(props.outcome)} testId="deposit-check-outcome">
      {depositCheckText(props.outcome, props.chainName)}
    </Notice>
  )
}

/** Turns true when the deposit is overdue (`overdueAt`), by a timer set for that moment. */
function useOverdue(since: number, timeEstimateSeconds: number | null | undefined): boolean {
  const at = overdueAt({ since, timeEstimateSeconds })
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const wait = at - Date.now()
    if (wait <= 0) return
    const timer = setTimeout(() => setNow(Date.now()), wait)
    return () => clearTimeout(timer)
  }, [at])
  return now >= at
}
