import type { Chain } from 'viem'
import type { StepPhase } from '../../transfer/StepProgress'
import { Notice } from '../../ui/Notice'
import { TxHash } from '../../ui/TxHash'
import { claimAmountText } from './claimAmountText'
import type { ClaimState } from './claimState'
import { recipientText } from './recipientText'

const AT_WALLET: Partial<Record<StepPhase, string>> = {
  'switching-chain': 'Switch your wallet to the claim’s chain…',
  'awaiting-message-signature': 'Sign the claim in your wallet. Signing costs no gas.',
  'posting-signature': 'Sending your signature to the service…',
}

/** Where the claim is, in words: at the wallet, being paid (with its transaction once there), paid, or why not. */
export function ClaimProgress(props: { state: ClaimState; chain: Chain | undefined }) {
  const { state } = props
  switch (state.kind) {
    case 'idle':
      return null
    case 'asking':
      return <Notice tone="info">Preparing the claim…</Notice>
    case 'signing':
      return <Notice tone="info">{AT_WALLET[state.phase] ?? 'Waiting for your wallet…'}</Notice>
    case 'paying':
      return (
        <Notice tone="info" testId="claim-progress">
          The claim is accepted and taken off the balance; the service is paying it
          {state.entry?.status ? ` (${state.entry.status})` : ''}…
          {state.entry?.txHash && (
            <>
              {' '}
              Transaction <TxHash hash={state.entry.txHash} chain={props.chain} />
            </>
          )}
          {state.trackingError && <span className="block">{state.trackingError} Ferry keeps asking.</span>}
        </Notice>
      )
    case 'done': {
      const paid = state.entry.status === 'success'
      return (
        <Notice tone={paid ? 'success' : 'error'} testId="claim-result">
          {paid
            ? `Claimed ${claimAmountText(state.entry)} to ${recipientText(state.entry.recipient) ?? 'the recipient'}.`
            : 'The claim’s payment failed; its amount is back in the balance, to claim again.'}
          {state.entry.txHash && (
            <span className="block">
              Transaction <TxHash hash={state.entry.txHash} chain={props.chain} testId="claim-tx" />
            </span>
          )}
        </Notice>
      )
    }
    case 'sent':
      return (
        <Notice tone="success" testId="claim-result">
          Claim sent. Its payment shows in the history below.
        </Notice>
      )
    case 'failed':
      return (
        <Notice tone="error" testId="claim-error">
          {state.message}
        </Notice>
      )
  }
}
