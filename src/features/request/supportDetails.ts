import { t } from '@lingui/core/macro'
import { inChainOf, outChainOf, recordAmounts } from '../../api/recordAmounts'
import type { RequestRecord } from '../../api/schemas/requests'
import type { StatusResponse } from '../../api/schemas/status'
import { amountText } from '../../transfer/views/amountText'

/**
 * The short text a person pastes to a support desk: everything needed to find
 * the request and see what happened, nothing private beyond what the service
 * shows anyone who has the id. One `Label: value` line each, so it reads the
 * same in a chat, an email or a ticket.
 */
export function supportDetails(args: {
  requestId: string
  network: string
  status: StatusResponse | undefined
  record?: RequestRecord
  chainName: (chainId: number | undefined) => string
  /** Ferry's version (package.json). */
  version: string
  /** The page's own address, for the reader to open. */
  pageUrl?: string
}): string {
  const { status, record } = args
  const originId = status?.originChainId ?? inChainOf(record)
  const destinationId = status?.destinationChainId ?? outChainOf(record)
  const unknown = t({ id: 'request.support.unknown', message: 'unknown' })
  const chain = (id: number | undefined) => (id === undefined ? unknown : `${args.chainName(id)} (${id})`)
  // The status word as the service sent it: support reads the service's words.
  const word = status ? (status.status === 'unknown' ? (status.unknownStatus ?? 'unknown') : status.status) : undefined
  const failReason = status?.failReason ?? record?.data.failReason ?? undefined
  const refundFailReason = status?.refundFailReason ?? record?.data.refundFailReason ?? undefined
  // Refunds are paid on the origin chain, fills on the destination; a failure's may be either (a failed fill, a refund).
  const outLabel =
    status?.status === 'refund'
      ? t({ id: 'request.support.refundTx', message: 'Refund tx' })
      : status?.status === 'failure'
        ? t({ id: 'request.support.fillOrRefundTx', message: 'Fill or refund tx' })
        : t({ id: 'request.support.fillTx', message: 'Fill tx' })
  const lines: [string, string | undefined][] = [
    [t({ id: 'request.support.request', message: 'Ferry request' }), args.requestId],
    [t({ id: 'request.support.network', message: 'Network' }), args.network],
    [
      t({ id: 'request.support.status', message: 'Status' }),
      word ?? t({ id: 'request.support.notAvailable', message: 'not available' }),
    ],
    [t({ id: 'request.support.from', message: 'From' }), chain(originId)],
    [t({ id: 'request.support.to', message: 'To' }), chain(destinationId)],
    [t({ id: 'request.support.sent', message: 'Sent' }), amountText(recordAmounts(record).currencyIn)],
    [
      t({ id: 'request.support.quotedToReceive', message: 'Quoted to receive' }),
      amountText(recordAmounts(record).currencyOut),
    ],
    [t({ id: 'request.support.sender', message: 'Sender' }), record?.user],
    [t({ id: 'request.support.recipient', message: 'Recipient' }), record?.recipient],
    [
      t({ id: 'request.support.depositAddress', message: 'Deposit address' }),
      record?.depositAddress?.address ?? status?.depositAddress?.address,
    ],
    [t({ id: 'request.support.refundAddress', message: 'Refund address' }), record?.refundTo ?? undefined],
    ...hashes(status?.inTxHashes ?? [], t({ id: 'request.support.depositTx', message: 'Deposit tx' })),
    ...hashes(status?.txHashes ?? [], outLabel),
    [t({ id: 'request.support.failReason', message: 'Fail reason' }), meaningful(failReason)],
    [t({ id: 'request.support.refundFailReason', message: 'Refund fail reason' }), meaningful(refundFailReason)],
    [t({ id: 'request.support.page', message: 'Page' }), args.pageUrl],
    [t({ id: 'request.support.version', message: 'Ferry version' }), args.version],
  ]
  return lines
    .filter((line): line is [string, string] => line[1] !== undefined && line[1] !== '')
    .map(([label, value]) => t({ id: 'request.support.line', message: `${label}: ${value}` }))
    .join('\n')
}

function hashes(list: readonly string[], label: string): [string, string][] {
  return list.map((hash) => [label, hash])
}

/** `N/A` is the service's "nothing recorded": not worth a line. */
function meaningful(reason: string | null | undefined): string | undefined {
  return reason && reason !== 'N/A' ? reason : undefined
}
