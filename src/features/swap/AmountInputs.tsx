import { t } from '@lingui/core/macro'
import { type ComponentProps, useId } from 'react'
import { AmountField } from '../../ui/AmountField'
import { ExactOutputField } from './ExactOutputField'

/** One amount field as the form and the skeleton give it: everything but its id, label and name, which are set here. */
export type AmountSide = Omit<ComponentProps<typeof AmountField>, 'id' | 'label' | 'name'>

/**
 * "You pay", "You receive" and the exact-output choice, drawn once for the form (AmountFields: from the quote, the
 * balance and the route) and for its skeleton and the prerendered HTML (SwapPanelSkeleton: from the amount draft).
 * The fields' names are how the prerendered first paint finds them (src/prerender). No exact output: hidden.
 */
export function AmountInputs(props: {
  pay: AmountSide
  receive: AmountSide
  exactOutput?: { checked: boolean; onChange?: (checked: boolean) => void }
}) {
  const ids = { pay: useId(), receive: useId() }
  return (
    <>
      <AmountField {...props.pay} id={ids.pay} name="pay" label={t({ id: 'swap.amount.pay', message: 'You pay' })} />
      <AmountField
        {...props.receive}
        id={ids.receive}
        name="receive"
        label={t({ id: 'swap.amount.receive', message: 'You receive' })}
      />
      {props.exactOutput && <ExactOutputField {...props.exactOutput} />}
    </>
  )
}
