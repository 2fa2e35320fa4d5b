import type { Chain } from 'viem'
import type { StatusResponse } from '../api/schemas/status'
import { formatAmount } from '../lib/amounts'
import { Notice } from '../ui/Notice'
import { TxHash } from '../ui/TxHash'
import { failureText, refundFailReasonText } from './failReasonText'

/** How a transfer ended, in plain words: what happened, why, where the money is, and the transaction that shows it. */
export function TransferOutcome(props: {
  status: StatusResponse
  originChain: Chain | undefined
  destinationChain: Chain | undefined
  /** Where a refund goes when not to the person's own wallet: a deposit address's refund address, or its sender. */
  refundTarget?: string
  /** The gas top-up the fill delivered with the output, when the quote had one. */
  gasTopup?: { amount: string; symbol: string; decimals: number }
}) {
  const { status } = props
  const origin = props.originChain?.name ?? 'the origin chain'
  const destination = props.destinationChain?.name ?? 'the destination chain'
  const lastTx = status.txHashes.at(-1)
  const refundProblem = refundFailReasonText(status.refundFailReason)

  if (status.status === 'success') {
    return (
      <Notice tone="success" testId="transfer-result">
        <span data-status="success">Done: the funds have arrived on {destination}.</span>
        {props.gasTopup && (
          <span data-testid="gas-topup-arrived">
            {' '}
            With them, {formatAmount(BigInt(props.gasTopup.amount), props.gasTopup.decimals, 6)} {props.gasTopup.symbol}{' '}
            for gas.
          </span>
        )}
      </Notice>
    )
  }
  if (status.status === 'refund') {
    return (
      <Notice tone={refundProblem ? 'error' : 'warning'} testId="transfer-result">
        <div data-status="refund" className="space-y-1">
          <p className="font-semibold">Refunded: the transfer could not be completed.</p>
          <p data-testid="fail-reason" data-reason={status.failReason}>
            {failureText(status)}
          </p>
          {refundProblem ? (
            <p data-testid="refund-problem">{refundProblem}</p>
          ) : (
            <p>
              Your funds were sent back to {props.refundTarget ?? 'your wallet'} on {origin}
              {lastTx && (
                <>
                  {' '}
                  in transaction <TxHash hash={lastTx} chain={props.originChain} testId="refund-tx" />
                </>
              )}
              .
            </p>
          )}
        </div>
      </Notice>
    )
  }
  return (
    <Notice tone="error" testId="transfer-result">
      <div data-status={status.status} className="space-y-1">
        <p className="font-semibold">The transfer failed.</p>
        <p data-testid="fail-reason" data-reason={status.failReason}>
          {failureText(status)}
        </p>
        <p>
          {refundProblem ??
            `Anything owed to you is refunded to your wallet on ${origin}; it stays listed in your recent transfers until then.`}
        </p>
      </div>
    </Notice>
  )
}
