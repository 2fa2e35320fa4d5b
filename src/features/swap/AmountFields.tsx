import { t } from '@lingui/core/macro'
import { useId } from 'react'
import { isNativeToken, type Token } from '../../config/token'
import { formatReadableAmount } from '../../lib/amounts'
import { amountWithSymbol } from '../../lib/format'
import { AmountField } from '../../ui/AmountField'
import type { SwapFormValues } from './swapModes'
import type { AmountEstimate } from './useAmountEstimate'

/** You pay, you receive (the one not typed comes from the quote), and the exact-output choice. */
export function AmountFields(props: {
  values: SwapFormValues
  set: (patch: Partial<SwapFormValues>) => void
  /** The amount the person did not type, from the quote. */
  quotedOther: string
  tokens: { origin: Token | undefined; destination: Token | undefined }
  /** The origin balance, and what Max does with it. */
  max: { balance: bigint | undefined; onMax: () => void }
  /** The USD values of both sides, from the quote. */
  usd: { pay: string | undefined; receive: string | undefined }
  /** The side not typed, estimated from prices while its quote is on its way. */
  estimate?: { pay: AmountEstimate | undefined; receive: AmountEstimate | undefined }
  /** The id of the amount error below the form, and which field it is about. */
  error: { id: string; field: 'pay' | 'receive' } | undefined
  showExactOutput: boolean
  /** The field that takes the focus as the form appears (it had it in the skeleton before). */
  takeFocus?: 'pay' | 'receive'
}) {
  const { values, set } = props
  const originToken = props.tokens.origin
  const { balance, onMax } = props.max
  const ids = { pay: useId(), receive: useId(), exact: useId() }
  const originIsNative = originToken ? isNativeToken(originToken) : false
  const amountShown =
    balance !== undefined && originToken
      ? amountWithSymbol(formatReadableAmount(balance, originToken.decimals), originToken.symbol)
      : undefined
  return (
    <>
      <AmountField
        id={ids.pay}
        label={t({ id: 'swap.amount.pay', message: 'You pay' })}
        takeFocus={props.takeFocus === 'pay'}
        value={values.edited === 'pay' ? values.payText : props.quotedOther}
        onChange={(text) => set({ payText: text, edited: 'pay' })}
        suffix={originToken?.symbol ?? ''}
        errorId={props.error?.field === 'pay' ? props.error.id : undefined}
        usd={props.usd.pay}
        estimate={props.estimate?.pay}
        hint={
          amountShown !== undefined ? t({ id: 'swap.amount.balance', message: `Balance: ${amountShown}` }) : undefined
        }
        action={
          balance !== undefined
            ? {
                label: t({ id: 'swap.amount.max', message: 'Max' }),
                onClick: onMax,
                description: originIsNative
                  ? t({
                      id: 'swap.amount.max.keepGas',
                      message: 'Use your whole balance, keeping enough for network gas',
                    })
                  : t({ id: 'swap.amount.max.description', message: 'Use your whole balance' }),
              }
            : undefined
        }
      />
      <AmountField
        id={ids.receive}
        label={t({ id: 'swap.amount.receive', message: 'You receive' })}
        takeFocus={props.takeFocus === 'receive'}
        value={values.edited === 'receive' ? values.receiveText : props.quotedOther}
        onChange={(text) => set({ receiveText: text, edited: 'receive' })}
        suffix={props.tokens.destination?.symbol ?? ''}
        usd={props.usd.receive}
        estimate={props.estimate?.receive}
        errorId={props.error?.field === 'receive' ? props.error.id : undefined}
      />
      {props.showExactOutput && (
        <div className="flex items-start gap-2 text-sm">
          <input
            id={ids.exact}
            type="checkbox"
            checked={values.exactOutput}
            onChange={(e) => set({ exactOutput: e.target.checked })}
            aria-describedby={`${ids.exact}-help`}
            className="mt-1"
          />
          <div>
            <label htmlFor={ids.exact} className="text-slate-700">
              {t({ id: 'swap.exactOutput', message: 'Exact output' })}
            </label>
            <p id={`${ids.exact}-help`} className="text-xs text-slate-500">
              {t({
                id: 'swap.exactOutput.help',
                message:
                  'Receive exactly the amount typed in “You receive”. If it cannot be filled exactly, you are refunded on the origin chain.',
              })}
            </p>
          </div>
        </div>
      )}
    </>
  )
}
