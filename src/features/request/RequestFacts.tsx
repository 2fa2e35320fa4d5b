import type { ReactNode } from 'react'
import type { RequestRecord } from '../../api/schemas/requests'
import { amountText, inChainOf, outChainOf, SHOWN_FRACTION_DIGITS } from './moneyWhereabouts'

/** What the record says of a request that the status does not: the amounts on each chain and who is who. */
export function RequestFacts(props: { record: RequestRecord; chainName: (chainId: number | undefined) => string }) {
  const { record, chainName } = props
  const metadata = record.data.metadata
  const sent = amountText(metadata?.currencyIn, SHOWN_FRACTION_DIGITS)
  const received = amountText(metadata?.currencyOut, SHOWN_FRACTION_DIGITS)
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="request-facts">
      {sent && (
        <Fact term={record.status === 'waiting' ? 'To send' : 'Sent'} testId="request-sent">
          {sent} on {chainName(inChainOf(record))}
        </Fact>
      )}
      {received && (
        <Fact term={record.status === 'success' ? 'Received' : 'To receive'} testId="request-received">
          {received} on {chainName(outChainOf(record))}
        </Fact>
      )}
      <Fact term="From" mono>
        {record.user}
      </Fact>
      <Fact term="To" mono testId="request-recipient">
        {record.recipient}
      </Fact>
      {record.refundTo && (
        <Fact term="Refunds to" mono>
          {record.refundTo}
        </Fact>
      )}
    </dl>
  )
}

function Fact(props: { term: string; children: ReactNode; mono?: boolean; testId?: string }) {
  return (
    <>
      <dt className="text-slate-500">{props.term}</dt>
      <dd
        className={`min-w-0 text-slate-800 ${props.mono ? 'break-all font-mono text-xs leading-5' : 'break-words'}`}
        data-testid={props.testId}
      >
        {props.children}
      </dd>
    </>
  )
}
