import type { RequestRecord } from '../../api/schemas/requests'
import type { StatusResponse } from '../../api/schemas/status'
import { amountText, inChainOf, outChainOf } from './moneyWhereabouts'

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
  const chain = (id: number | undefined) => (id === undefined ? 'unknown' : `${args.chainName(id)} (${id})`)
  const word = status ? (status.status === 'unknown' ? (status.unknownStatus ?? 'unknown') : status.status) : undefined
  const failReason = status?.failReason ?? record?.data.failReason ?? undefined
  const refundFailReason = status?.refundFailReason ?? record?.data.refundFailReason ?? undefined
  // Refunds are paid on the origin chain, fills on the destination; a failure's may be either (a failed fill, a refund).
  const outLabel =
    status?.status === 'refund' ? 'Refund tx' : status?.status === 'failure' ? 'Fill or refund tx' : 'Fill tx'
  const lines: [string, string | undefined][] = [
    ['Ferry request', args.requestId],
    ['Network', args.network],
    ['Status', word ?? 'not available'],
    ['From', chain(originId)],
    ['To', chain(destinationId)],
    ['Sent', amountText(record?.data.metadata?.currencyIn)],
    ['Quoted to receive', amountText(record?.data.metadata?.currencyOut)],
    ['Sender', record?.user],
    ['Recipient', record?.recipient],
    ['Deposit address', record?.depositAddress?.address ?? status?.depositAddress?.address],
    ['Refund address', record?.refundTo ?? undefined],
    ...hashes(status?.inTxHashes ?? [], 'Deposit tx'),
    ...hashes(status?.txHashes ?? [], outLabel),
    ['Fail reason', meaningful(failReason)],
    ['Refund fail reason', meaningful(refundFailReason)],
    ['Page', args.pageUrl],
    ['Ferry version', args.version],
  ]
  return lines
    .filter((line): line is [string, string] => line[1] !== undefined && line[1] !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')
}

function hashes(list: readonly string[], label: string): [string, string][] {
  return list.map((hash) => [label, hash])
}

/** `N/A` is the service's "nothing recorded": not worth a line. */
function meaningful(reason: string | null | undefined): string | undefined {
  return reason && reason !== 'N/A' ? reason : undefined
}
