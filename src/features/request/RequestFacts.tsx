import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { inChainOf, outChainOf, recordAmounts } from '../../api/recordAmounts'
import type { RequestRecord } from '../../api/schemas/requests'
import { amountText, SHOWN_FRACTION_DIGITS } from '../../transfer/views/amountText'

/** What the record says of a request that the status does not: the amounts on each chain and who is who. */
export function RequestFacts(props: { record: RequestRecord; chainName: (chainId: number | undefined) => string }) {
  const { record, chainName } = props
  const metadata = recordAmounts(record)
  const sent = amountText(metadata?.currencyIn, SHOWN_FRACTION_DIGITS)
  const received = amountText(metadata?.currencyOut, SHOWN_FRACTION_DIGITS)
  const origin = chainName(inChainOf(record))
  const destination = chainName(outChainOf(record))
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="request-facts">
      {sent && (
        <Fact
          term={
            record.status === 'waiting'
              ? t({ id: 'request.facts.toSend', message: 'To send' })
              : t({ id: 'request.facts.sent', message: 'Sent' })
          }
          testId="request-sent"
        >
          {amountOn(sent, origin)}
        </Fact>
      )}
      {received && (
        <Fact
          term={
            record.status === 'success'
              ? t({ id: 'request.facts.received', message: 'Received' })
              : t({ id: 'request.facts.toReceive', message: 'To receive' })
          }
          testId="request-received"
        >
          {amountOn(received, destination)}
        </Fact>
      )}
      <Fact term={t({ id: 'request.facts.from', message: 'From' })} mono>
        {record.user}
      </Fact>
      <Fact term={t({ id: 'request.facts.to', message: 'To' })} mono testId="request-recipient">
        {record.recipient}
      </Fact>
      {record.refundTo && (
        <Fact term={t({ id: 'request.facts.refundsTo', message: 'Refunds to' })} mono>
          {record.refundTo}
        </Fact>
      )}
    </dl>
  )
}

/** "0.5 ETH on Base". */
const amountOn = (amount: string, chain: string) =>
  t({ id: 'request.facts.amountOn', message: `${amount} on ${chain}` })

function Fact(props: { term: string; children: ReactNode; mono?: boolean; testId?: string }) {
  return (
    <>
      <dt className="text-slate-500">{props.term}</dt>
      <dd
        className={`min-w-0 text-slate-800 ${props.mono ? 'break-all font-mono text-xs leading-5' : 'break-words'}`}
        data-testid={props.testId}
      >
        {props.mono ? <bdi>{props.children}</bdi> : props.children}
      </dd>
    </>
  )
}
