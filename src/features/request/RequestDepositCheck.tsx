import { useState } from 'react'
import type { RequestRecord } from '../../api/schemas/requests'
import type { StatusResponse } from '../../api/schemas/status'
import type { FerryChain } from '../../config/catalogue'
import { createTransferHistory } from '../../transfer/session/transferHistory'
import { DepositCheck } from '../../transfer/views/DepositCheck'

/**
 * The request page's "Paid, and nothing happens?": the deposit's chain, its deposit address, when it was quoted and
 * how long the quote expected, from the request's record; the deposit's hash from this device's own record of the
 * transfer (sent from a wallet here), when it has one.
 */
export function RequestDepositCheck(props: {
  apiUrl: string
  network: string
  requestId: string
  status: StatusResponse
  record: RequestRecord | undefined
  chain: FerryChain | undefined
}) {
  const { status, record, chain } = props
  const [opened] = useState(() => Date.now())
  const [stored] = useState(() => readStored(props.network, props.requestId))
  if (!chain) return null
  const createdAt = record?.createdAt === undefined ? Number.NaN : new Date(record.createdAt).getTime()
  const depositAddress = record?.depositAddress?.address ?? status.depositAddress?.address
  const knownHash = stored?.transactions.filter((t) => t.chainId === chain.id).at(-1)?.hash
  return (
    <DepositCheck
      apiUrl={props.apiUrl}
      requestId={props.requestId}
      status={status.status}
      chain={chain}
      knownHash={knownHash}
      depositAddress={depositAddress ?? undefined}
      since={Number.isFinite(createdAt) ? createdAt : (stored?.createdAt ?? opened)}
      timeEstimateSeconds={record?.data.timeEstimate}
    />
  )
}

function readStored(network: string, requestId: string) {
  try {
    return createTransferHistory({ storage: window.localStorage, network }).get(requestId)
  } catch {
    return undefined
  }
}
