import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Chain } from 'viem'
import type { StepPhase } from '../../transfer/track/StepProgress'
import { Notice } from '../../ui/Notice'
import { TxHash } from '../../ui/TxHash'
import { claimAmountText } from './claimAmountText'
import type { ClaimState } from './claimState'
import { claimStatusText } from './claimStatusText'
import { recipientText } from './recipientText'

const AT_WALLET: Partial<Record<StepPhase, MessageDescriptor>> = {
  'switching-chain': msg({ id: 'earnings.progress.switchChain', message: 'Switch your wallet to the claim’s chain…' }),
  'awaiting-message-signature': msg({
    id: 'earnings.progress.sign',
    message: 'Sign the claim in your wallet. Signing costs no gas.',
  }),
  'posting-signature': msg({ id: 'earnings.progress.posting', message: 'Sending your signature to the service…' }),
}

/** The claim's payment once accepted: its status while the service pays it, and its transaction once there. */
function PayingNotice(props: { state: Extract<ClaimState, { kind: 'paying' }>; chain: Chain | undefined }) {
  const { entry, trackingError } = props.state
  const status = entry?.status ? claimStatusText(entry.status) : undefined
  const txHash = entry?.txHash
  return (
    <Notice tone="info" testId="claim-progress">
      {!entry
        ? t({
            id: 'earnings.progress.awaitingListing',
            message: 'The claim is accepted; waiting for the service to list it and pay it…',
          })
        : status
          ? t({
              id: 'earnings.progress.payingStatus',
              message: `The claim is accepted and taken off the balance; the service is paying it (${status})…`,
            })
          : t({
              id: 'earnings.progress.paying',
              message: 'The claim is accepted and taken off the balance; the service is paying it…',
            })}
      {txHash && (
        <>
          {' '}
          <Trans id="earnings.progress.transaction">
            Transaction <TxHash hash={txHash} chain={props.chain} />
          </Trans>
        </>
      )}
      {trackingError && (
        <span className="block">
          {t({ id: 'earnings.progress.trackingError', message: `${trackingError} Ferry keeps asking.` })}
        </span>
      )}
    </Notice>
  )
}

/** A claim that reached a final status: paid (to whom), or given back to the balance. */
function DoneNotice(props: { state: Extract<ClaimState, { kind: 'done' }>; chain: Chain | undefined }) {
  const { entry } = props.state
  const paid = entry.status === 'success'
  const amount = claimAmountText(entry)
  const recipient = recipientText(entry.recipient)
  const txHash = entry.txHash
  return (
    <Notice tone={paid ? 'success' : 'error'} testId="claim-result">
      {!paid
        ? t({
            id: 'earnings.progress.failed',
            message: 'The claim’s payment failed; its amount is back in the balance, to claim again.',
          })
        : recipient
          ? t({ id: 'earnings.progress.claimed', message: `Claimed ${amount} to ${recipient}.` })
          : t({ id: 'earnings.progress.claimedToRecipient', message: `Claimed ${amount} to the recipient.` })}
      {txHash && (
        <span className="block">
          <Trans id="earnings.progress.transaction">
            Transaction <TxHash hash={txHash} chain={props.chain} testId="claim-tx" />
          </Trans>
        </span>
      )}
    </Notice>
  )
}

/** Where the claim is, in words: at the wallet, being paid (with its transaction once there), paid, or why not. */
export function ClaimProgress(props: { state: ClaimState; chain: Chain | undefined }) {
  const { state } = props
  switch (state.kind) {
    case 'idle':
      return null
    case 'asking':
      return <Notice tone="info">{t({ id: 'earnings.progress.preparing', message: 'Preparing the claim…' })}</Notice>
    case 'signing': {
      const atWallet = AT_WALLET[state.phase]
      return (
        <Notice tone="info">
          {atWallet ? i18n._(atWallet) : t({ id: 'earnings.progress.waiting', message: 'Waiting for your wallet…' })}
        </Notice>
      )
    }
    case 'paying':
      return <PayingNotice state={state} chain={props.chain} />
    case 'done':
      return <DoneNotice state={state} chain={props.chain} />
    case 'sent':
      return (
        <Notice tone="success" testId="claim-result">
          {t({ id: 'earnings.progress.sent', message: 'Claim sent. Its payment shows in the history below.' })}
        </Notice>
      )
    case 'failed':
      return (
        <Notice tone="error" testId="claim-error">
          {/* A service's message may carry a 32-byte hex: it wraps inside the box. */}
          <span className="[overflow-wrap:anywhere]">{state.message}</span>
        </Notice>
      )
  }
}
