import { Notice } from '../../ui/Notice'

/** Why a form asks no quote of this site (its fee is above the cap), the same words on every form. */
export function AppFeeRefused(props: { message: string }) {
  return (
    <Notice tone="warning" testId="app-fee-refused">
      {props.message}
    </Notice>
  )
}
