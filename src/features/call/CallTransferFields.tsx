import { useId } from 'react'
import type { Chain } from 'viem'
import type { ListedChain } from '../../config/catalogue'
import { chainChoices } from '../../config/chainChoices'
import { isNativeToken, type Token } from '../../config/token'
import { Button } from '../../ui/Button'
import { ChainPicker } from '../../ui/ChainPicker'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { Notice } from '../../ui/Notice'
import { TokenPicker } from '../../ui/TokenPicker'
import { type CallBuilderState, sweepCall, toLiveBalanceCalls } from './callBuilderState'

/** The transfer that funds the calls: where it pays and where the calls run, the trade type and the amount. */
export function CallTransferFields(props: {
  state: CallBuilderState
  setState: (patch: Partial<CallBuilderState>) => void
  catalogue: { chains: readonly Chain[]; listedChains: readonly ListedChain[]; tokens: Token[] }
  destinationToken: Token | undefined
  router: string | undefined
  user: string | undefined
  amountError: string | undefined
}) {
  const { state, setState, destinationToken } = props
  const { chains, listedChains, tokens } = props.catalogue
  const ids = { from: useId(), to: useId() }
  const nativeOut = destinationToken ? isNativeToken(destinationToken) : false
  const originTokens = tokens.filter((t) => t.chainId === state.originChainId)
  const originSymbol = originTokens.find((t) => t.address.toLowerCase() === state.originToken.toLowerCase())?.symbol
  const setCalls = (calls: CallBuilderState['calls']) => setState({ calls })
  return (
    <>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <ChainPicker
          id={ids.from}
          label="Pay on"
          value={state.originChainId}
          chains={chainChoices({ chains, listed: listedChains, side: 'origin' })}
          onChange={(id) =>
            setState({
              originChainId: id,
              originToken: tokens.find((t) => t.chainId === id && isNativeToken(t))?.address ?? state.originToken,
            })
          }
        />
        <TokenPicker
          label="Pay with"
          value={state.originToken}
          tokens={originTokens}
          onChange={(originToken) => setState({ originToken })}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <ChainPicker
          id={ids.to}
          label="Calls run on"
          value={state.destinationChainId}
          chains={chainChoices({ chains, listed: listedChains, side: 'destination' })}
          onChange={(id) =>
            setState({
              destinationChainId: id,
              destinationToken:
                tokens.find((t) => t.chainId === id && t.symbol === destinationToken?.symbol)?.address ??
                state.destinationToken,
            })
          }
        />
        <TokenPicker
          label="Calls receive"
          value={state.destinationToken}
          tokens={tokens.filter((t) => t.chainId === state.destinationChainId)}
          onChange={(token) => setState({ destinationToken: token })}
        />
      </div>
      <fieldset className="min-w-0 space-y-2">
        <legend className="text-xs font-medium text-slate-600">Trade type</legend>
        {(['EXACT_OUTPUT', 'EXACT_INPUT'] as const).map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="trade-type"
              className="mt-1"
              checked={state.tradeType === type}
              onChange={() => setState({ tradeType: type })}
            />
            <span>
              <span className="font-medium text-slate-800">
                {type === 'EXACT_OUTPUT' ? 'Exact output' : 'Exact input'}
              </span>
              <span className="block text-xs text-slate-600">
                {type === 'EXACT_OUTPUT'
                  ? `The calls receive exactly the amount below${nativeOut ? ' (for ETH: the sum of the calls’ values)' : ''}, so calldata can name it. You pay what the quote says.`
                  : 'You pay exactly the amount below; what reaches the calls varies with fees and prices, so no calldata can name it in advance.'}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {state.tradeType === 'EXACT_INPUT' && (
        <Notice tone="info" testId="exact-input-hint">
          With exact input, use a call that takes whatever arrived: the vault’s <code>depositAll</code> (after an
          unlimited approval), a contract that reads its live balance, or the router’s <code>sweep</code> to hand the
          whole balance to an address.
          <span className="mt-2 flex flex-wrap gap-2">
            {state.calls.some((r) => r.abi === 'vault' && r.fn === 'deposit') && (
              <Button variant="info" onClick={() => setCalls(toLiveBalanceCalls(state.calls))}>
                Deposit whatever arrives (depositAll)
              </Button>
            )}
            {props.router && props.user && destinationToken && !nativeOut && (
              <Button
                variant="info"
                onClick={() =>
                  setCalls([
                    ...state.calls,
                    sweepCall({ router: props.router!, token: destinationToken.address, recipient: props.user! }),
                  ])
                }
              >
                Sweep what is left to me
              </Button>
            )}
          </span>
        </Notice>
      )}
      <Field
        label={
          state.tradeType === 'EXACT_INPUT'
            ? `You pay (${originSymbol ?? ''})`
            : `The calls receive (${destinationToken?.symbol ?? ''})`
        }
        error={props.amountError}
      >
        {(control) => (
          <TextInput
            {...control}
            inputMode="decimal"
            value={state.amount}
            onChange={(e) => setState({ amount: e.target.value })}
            placeholder="0.0"
          />
        )}
      </Field>
    </>
  )
}
