import { t } from '@lingui/core/macro'
import type { CallBuilderState } from './callBuilderState'

type TradeType = CallBuilderState['tradeType']

/** The trade type of the transfer that funds the calls, each choice with what it means for the calldata. */
export function CallTradeType(props: {
  value: TradeType
  onChange: (type: TradeType) => void
  /** The symbol of the native currency the calls receive, if they receive one (their values then add up to it). */
  nativeSymbol: string | undefined
}) {
  const symbol = props.nativeSymbol
  const help: Record<TradeType, string> = {
    EXACT_OUTPUT:
      symbol === undefined
        ? t({
            id: 'call.tradeType.exactOutput.help',
            message:
              'The calls receive exactly the amount below, so calldata can name it. You pay what the quote says.',
          })
        : t({
            id: 'call.tradeType.exactOutput.helpNative',
            message: `The calls receive exactly the amount below (for ${symbol}: the sum of the calls’ values), so calldata can name it. You pay what the quote says.`,
          }),
    EXACT_INPUT: t({
      id: 'call.tradeType.exactInput.help',
      message:
        'You pay exactly the amount below; what reaches the calls varies with fees and prices, so no calldata can name it in advance.',
    }),
  }
  const label: Record<TradeType, string> = {
    EXACT_OUTPUT: t({ id: 'call.tradeType.exactOutput.label', message: 'Exact output' }),
    EXACT_INPUT: t({ id: 'call.tradeType.exactInput.label', message: 'Exact input' }),
  }
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-xs font-medium text-slate-600">
        {t({ id: 'call.tradeType.legend', message: 'Trade type' })}
      </legend>
      {(['EXACT_OUTPUT', 'EXACT_INPUT'] as const).map((type) => (
        <label key={type} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="trade-type"
            className="mt-1"
            checked={props.value === type}
            onChange={() => props.onChange(type)}
          />
          <span>
            <span className="font-medium text-slate-800">{label[type]}</span>
            <span className="block text-xs text-slate-600">{help[type]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
