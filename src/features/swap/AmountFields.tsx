import { t } from '@lingui/core/macro'
import { isNativeToken, type Token } from '../../config/token'
import { formatReadableAmount } from '../../lib/amounts'
import { amountWithSymbol } from '../../lib/format'
import { AmountInputs } from './AmountInputs'
import type { SwapFormValues } from './swapModes'
import type { AmountEstimate } from './useAmountEstimate'

/** You pay, you receive (the one not typed comes from the quote), and the exact-output choice, for the form. */
export function AmountFields(props: {
  values: SwapFormValues
  set: (patch: Partial<SwapFormValues>) => void
  /** The amount the person did not type, from the quote. */
  quotedOther: string
  tokens: { origin: Token | undefined; destination: Token | undefined }
  /** The origin balance, and what Max does with it. */
  max: { balance: bigint | undefined; onMax: () => void }
  /** The most the route takes now, in the origin token's units (`routeLimit`). */
  limit?: bigint
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
  const originIsNative = originToken ? isNativeToken(originToken) : false
  const amountShown =
    balance !== undefined && originToken
      ? amountWithSymbol(formatReadableAmount(balance, originToken.decimals), originToken.symbol)
      : undefined
  const mostShown =
    props.limit !== undefined && originToken
      ? amountWithSymbol(formatReadableAmount(props.limit, originToken.decimals), originToken.symbol)
      : undefined
  return (
    <AmountInputs
      pay={{
        takeFocus: props.takeFocus === 'pay',
        value: values.edited === 'pay' ? values.payText : props.quotedOther,
        onChange: (text) => set({ payText: text, edited: 'pay' }),
        suffix: originToken?.symbol ?? '',
        errorId: props.error?.field === 'pay' ? props.error.id : undefined,
        usd: props.usd.pay,
        estimate: props.estimate?.pay,
        limit:
          mostShown !== undefined ? t({ id: 'swap.amount.upTo', message: `Up to ${mostShown} right now` }) : undefined,
        hint:
          amountShown !== undefined ? t({ id: 'swap.amount.balance', message: `Balance: ${amountShown}` }) : undefined,
        action:
          balance !== undefined
            ? {
                label: t({ id: 'swap.amount.max', message: 'Max' }),
                onClick: onMax,
                description:
                  props.limit !== undefined && balance !== undefined && props.limit < balance
                    ? t({ id: 'swap.amount.max.upTo', message: 'Use as much as the route takes right now' })
                    : originIsNative
                      ? t({
                          id: 'swap.amount.max.keepGas',
                          message: 'Use your whole balance, keeping enough for network gas',
                        })
                      : t({ id: 'swap.amount.max.description', message: 'Use your whole balance' }),
              }
            : undefined,
      }}
      receive={{
        takeFocus: props.takeFocus === 'receive',
        value: values.edited === 'receive' ? values.receiveText : props.quotedOther,
        onChange: (text) => set({ receiveText: text, edited: 'receive' }),
        suffix: props.tokens.destination?.symbol ?? '',
        usd: props.usd.receive,
        estimate: props.estimate?.receive,
        errorId: props.error?.field === 'receive' ? props.error.id : undefined,
      }}
      exactOutput={
        props.showExactOutput
          ? { checked: values.exactOutput, onChange: (exactOutput) => set({ exactOutput }) }
          : undefined
      }
    />
  )
}
