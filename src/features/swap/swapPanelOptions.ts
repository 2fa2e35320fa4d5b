import type { AppFeeSetting } from '../../transfer/fees/appFeePolicy'
import type { SwapSourceChoice } from '../../transfer/quote/swapSourceBody'
import type { SwapFormValues } from './swapModes'

/** Parts of the form a host can hide (the embed's `hide` option). */
export type SwapPanelPart = 'modeSwitch' | 'slippage' | 'exactOutput' | 'recentTransfers'

/** How a page presets the form: the demo site passes nothing, the embed its configuration. */
export type SwapPanelOptions = {
  /** First values of the form; the person can change them unless the side is locked. */
  initial?: Partial<
    Pick<
      SwapFormValues,
      | 'mode'
      | 'originChainId'
      | 'originToken'
      | 'destinationChainId'
      | 'destinationToken'
      | 'recipient'
      | 'payText'
      | 'receiveText'
      | 'edited'
    >
  >
  /** A host's recipient (`setRecipient`): the form switches to send to it. */
  recipient?: string
  locked?: { origin?: boolean; destination?: boolean }
  hidden?: readonly SwapPanelPart[]
  /** Slippage to start from instead of the one remembered on this device. */
  slippageBps?: number
  /** Only the given tokens may be chosen (an embed's allow list): the pickers do not search the service's list. */
  fixedTokens?: boolean
  /** Sent as `referrer` with every quote request. */
  referrer?: string
  /** Swap sources every quote may use or not (the embed's `includedSwapSources`/`excludedSwapSources`). */
  swapSources?: SwapSourceChoice
  /** The site's fees on this network (the site server's, else the embed's): asked with every quote, named in the review. */
  appFees?: AppFeeSetting
}
