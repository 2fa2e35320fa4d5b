import { t } from '@lingui/core/macro'
import type { Shortfall } from '../../transfer/quote/preflight'
import { shortfallText } from '../../transfer/quote/shortfallText'
import { Notice } from '../../ui/Notice'
import { GaslessOffer } from './GaslessOffer'

/** What stops the transfer before the wallet opens, and, for gas, the deposit by signature when the token allows it. */
export function PreflightNotice(props: { shortfall: Shortfall; onGasless: (() => void) | undefined }) {
  return (
    <Notice tone="warning" testId="preflight-problem">
      {shortfallText(props.shortfall)}
      {props.shortfall.kind === 'gas' && props.onGasless && (
        <GaslessOffer symbol={props.shortfall.symbol} onAccept={props.onGasless} />
      )}
    </Notice>
  )
}

/** The wallet is on another chain than the deposit's: said before it is asked to switch. */
export function NetworkSwitchNotice(props: { from: string; to: string }) {
  const { from, to } = props
  return (
    <Notice tone="info" testId="preflight-network">
      {t({
        id: 'swap.networkSwitch.notice',
        message: `Your wallet is on ${from}. When you continue it will be asked to switch to ${to}.`,
      })}
    </Notice>
  )
}
