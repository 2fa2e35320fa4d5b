import { t } from '@lingui/core/macro'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

/** Offered, inside the "not enough gas" notice, to a person who holds the token: the deposit by signature. */
export function GaslessOffer(props: { symbol: string; onAccept: () => void }) {
  const symbol = props.symbol
  return (
    <div data-testid="gasless-offer" className="mt-2 flex flex-wrap items-center justify-between gap-2">
      <span>
        {t({
          id: 'swap.gasless.offer',
          message: `Or deposit ${symbol} by signature: you sign once, send no transaction, and the service pays the network fee out of the amount.`,
        })}
      </span>
      <Button variant="warning" onClick={props.onAccept}>
        {t({ id: 'swap.gasless.accept', message: 'Deposit by signature' })}
      </Button>
    </div>
  )
}

/** Said while the deposit by signature is chosen, with the way back to a deposit sent from the wallet. */
export function GaslessOn(props: { onCancel: () => void }) {
  return (
    <Notice tone="info" testId="gasless-on">
      {t({
        id: 'swap.gasless.on',
        message:
          'Deposit by signature: you sign once in your wallet and send no transaction. The service submits the deposit and its network fee is part of the fees above.',
      })}{' '}
      <button type="button" className="underline" onClick={props.onCancel}>
        {t({ id: 'swap.gasless.cancel', message: 'Send it myself instead' })}
      </button>
    </Notice>
  )
}
