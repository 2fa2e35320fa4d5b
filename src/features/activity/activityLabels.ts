import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RequestFeature, RequestType } from '../../api/schemas/requests'

/** Section 4.1's request types (which the service matches without case), as a person reads them. */
const REQUEST_TYPE_LABELS: Record<Lowercase<RequestType>, MessageDescriptor> = {
  bridge: msg({ id: 'activity.requestType.bridge', message: 'Bridge' }),
  'crosschain swap': msg({ id: 'activity.requestType.crosschainSwap', message: 'Crosschain Swap' }),
  'same-chain swap': msg({ id: 'activity.requestType.sameChainSwap', message: 'Same-chain Swap' }),
  send: msg({ id: 'activity.requestType.send', message: 'Send' }),
  wrap: msg({ id: 'activity.requestType.wrap', message: 'Wrap' }),
  unwrap: msg({ id: 'activity.requestType.unwrap', message: 'Unwrap' }),
  call: msg({ id: 'activity.requestType.call', message: 'Call' }),
}

/** Section 4.1's request features, as a person reads them. */
const FEATURE_LABELS: Record<RequestFeature, MessageDescriptor> = {
  gasless_execution: msg({ id: 'activity.feature.gaslessExecution', message: 'gasless execution' }),
  gasless_swap: msg({ id: 'activity.feature.gaslessSwap', message: 'gasless swap' }),
  fast_fill: msg({ id: 'activity.feature.fastFill', message: 'fast fill' }),
  gas_top_up: msg({ id: 'activity.feature.gasTopUp', message: 'gas top up' }),
  fixed_rate: msg({ id: 'activity.feature.fixedRate', message: 'fixed rate' }),
  app_fees: msg({ id: 'activity.feature.appFees', message: 'app fees' }),
  deposit_address: msg({ id: 'activity.feature.depositAddress', message: 'deposit address' }),
}

/** A word from the service in the active language when Ferry knows it, else as the service sent it. */
const labelOf =
  (table: Record<string, MessageDescriptor>, key = (word: string) => word) =>
  (word: string): string => {
    const descriptor = Object.hasOwn(table, key(word)) ? table[key(word)] : undefined
    return descriptor ? i18n._(descriptor) : word
  }

export const requestTypeLabel = labelOf(REQUEST_TYPE_LABELS, (word) => word.toLowerCase())
export const featureLabel = labelOf(FEATURE_LABELS)
