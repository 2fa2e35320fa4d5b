import { Button } from '../../ui/Button'

/** Offered, inside the "not enough gas" notice, to a person who holds the token: the deposit by signature. */
export function GaslessOffer(props: { symbol: string; onAccept: () => void }) {
  return (
    <div data-testid="gasless-offer" className="mt-2 flex flex-wrap items-center justify-between gap-2">
      <span>
        Or deposit {props.symbol} by signature: you sign once, send no transaction, and the service pays the network fee
        out of the amount.
      </span>
      <Button variant="warning" onClick={props.onAccept}>
        Deposit by signature
      </Button>
    </div>
  )
}
