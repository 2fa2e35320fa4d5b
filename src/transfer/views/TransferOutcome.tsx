import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Chain } from 'viem'
import type { StatusResponse } from '../../api/schemas/status'
import { formatReadableAmount } from '../../lib/amounts'
import { shortHex } from '../../lib/format'
import { Notice } from '../../ui/Notice'
import { TxHash } from '../../ui/TxHash'
import { failureText, refundFailReasonText } from './failReasonText'

/** Where a refund goes when not to the person's own wallet: a deposit address's refund address, or its sender. */
export type RefundTarget = { kind: 'refundAddress'; address: string } | { kind: 'sender' }

/** How a transfer ended, in plain words: what happened, why, where the money is, and the transaction that shows it. */
export function TransferOutcome(props: {
  status: StatusResponse
  originChain: Chain | undefined
  destinationChain: Chain | undefined
  /** Where a refund goes when not to the person's own wallet (absent: the wallet). */
  refundTarget?: RefundTarget
  /** The gas top-up the fill delivered with the output, when the quote had one. */
  gasTopup?: { amount: string; symbol: string; decimals: number }
  /** What the quote delivers and to whom; absent for an address that takes any amount (what arrives is not known). */
  arrives?: { amount: string; symbol: string; decimals: number; recipient: string | undefined }
}) {
  const { status } = props
  const origin = props.originChain?.name ?? t({ id: 'transfer.outcome.originFallback', message: 'the origin chain' })
  const destination =
    props.destinationChain?.name ?? t({ id: 'transfer.outcome.destinationFallback', message: 'the destination chain' })
  const lastTx = status.txHashes.at(-1)
  const refundProblem = refundFailReasonText(status.refundFailReason)

  if (status.status === 'success') {
    return (
      <Notice tone="success" testId="transfer-result">
        <span data-status="success">
          {props.arrives ? (
            <Arrived {...props.arrives} destination={destination} />
          ) : (
            t({ id: 'transfer.outcome.arrived', message: `Done: the funds have arrived on ${destination}.` })
          )}
        </span>
        {props.gasTopup && <GasTopup {...props.gasTopup} />}
      </Notice>
    )
  }
  if (status.status === 'refund') {
    return (
      <Notice tone={refundProblem ? 'error' : 'warning'} testId="transfer-result">
        <div data-status="refund" className="space-y-1">
          <p className="font-semibold">
            {t({ id: 'transfer.outcome.refunded', message: 'Refunded: the transfer could not be completed.' })}
          </p>
          <p data-testid="fail-reason" data-reason={status.failReason}>
            {failureText(status)}
          </p>
          {refundProblem ? (
            <p data-testid="refund-problem">{refundProblem}</p>
          ) : (
            <p>
              <RefundSent target={props.refundTarget} origin={origin} tx={lastTx} chain={props.originChain} />
            </p>
          )}
        </div>
      </Notice>
    )
  }
  return (
    <Notice tone="error" testId="transfer-result">
      <div data-status={status.status} className="space-y-1">
        <p className="font-semibold">{t({ id: 'transfer.outcome.failed', message: 'The transfer failed.' })}</p>
        <p data-testid="fail-reason" data-reason={status.failReason}>
          {failureText(status)}
        </p>
        <p>
          {refundProblem ??
            t({
              id: 'transfer.outcome.refundPending',
              message: `Anything owed to you is refunded to your wallet on ${origin}; it stays listed in your recent transfers until then.`,
            })}
        </p>
      </div>
    </Notice>
  )
}

/** "Done: 0.499728 ETH arrived at 0x12…abcd on Ferry Devnet B." */
function Arrived(props: {
  amount: string
  symbol: string
  decimals: number
  recipient: string | undefined
  destination: string
}) {
  const amount = formatReadableAmount(BigInt(props.amount), props.decimals)
  const { symbol, destination } = props
  const recipient = props.recipient ? shortHex(props.recipient) : undefined
  if (!recipient)
    return (
      <Trans id="transfer.outcome.arrivedAmount">
        Done:{' '}
        <bdi data-testid="arrived-amount">
          {amount} {symbol}
        </bdi>{' '}
        arrived on {destination}.
      </Trans>
    )
  return (
    <Trans id="transfer.outcome.arrivedAmountTo">
      Done:{' '}
      <bdi data-testid="arrived-amount">
        {amount} {symbol}
      </bdi>{' '}
      arrived at{' '}
      <bdi className="font-mono" title={props.recipient} data-testid="arrived-recipient">
        {recipient}
      </bdi>{' '}
      on {destination}.
    </Trans>
  )
}

/** The gas top-up delivered with the output. */
function GasTopup(props: { amount: string; symbol: string; decimals: number }) {
  const amount = formatReadableAmount(BigInt(props.amount), props.decimals)
  const { symbol } = props
  return (
    <span data-testid="gas-topup-arrived">
      {' '}
      <Trans id="transfer.outcome.gasTopup">
        With them,{' '}
        <bdi>
          {amount} {symbol}
        </bdi>{' '}
        for gas.
      </Trans>
    </span>
  )
}

/** Where the refund went, on the origin chain, and in which transaction when the status names one. */
function RefundSent(props: {
  target: RefundTarget | undefined
  origin: string
  tx: string | undefined
  chain: Chain | undefined
}) {
  const { origin, target } = props
  const hash = props.tx
  if (target?.kind === 'refundAddress') {
    const address = target.address
    return hash ? (
      <Trans id="transfer.outcome.refundedToAddressTx">
        Your funds were sent back to the refund address <bdi>{address}</bdi> on {origin} in transaction{' '}
        <TxHash hash={hash} chain={props.chain} testId="refund-tx" />.
      </Trans>
    ) : (
      <Trans id="transfer.outcome.refundedToAddress">
        Your funds were sent back to the refund address <bdi>{address}</bdi> on {origin}.
      </Trans>
    )
  }
  if (target?.kind === 'sender')
    return hash ? (
      <Trans id="transfer.outcome.refundedToSenderTx">
        Your funds were sent back to the address the payment came from on {origin} in transaction{' '}
        <TxHash hash={hash} chain={props.chain} testId="refund-tx" />.
      </Trans>
    ) : (
      t({
        id: 'transfer.outcome.refundedToSender',
        message: `Your funds were sent back to the address the payment came from on ${origin}.`,
      })
    )
  return hash ? (
    <Trans id="transfer.outcome.refundedToWalletTx">
      Your funds were sent back to your wallet on {origin} in transaction{' '}
      <TxHash hash={hash} chain={props.chain} testId="refund-tx" />.
    </Trans>
  ) : (
    t({ id: 'transfer.outcome.refundedToWallet', message: `Your funds were sent back to your wallet on ${origin}.` })
  )
}
