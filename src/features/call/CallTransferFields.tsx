import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { Chain } from 'viem'
import type { ListedChain } from '../../config/catalogue'
import { chainChoices } from '../../config/chainChoices'
import { isNativeToken, type Token } from '../../config/token'
import { TokenPicker } from '../../transfer/tokens/TokenPicker'
import { Button } from '../../ui/Button'
import { ChainPicker } from '../../ui/ChainPicker'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { Notice } from '../../ui/Notice'
import { CallTradeType } from './CallTradeType'
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
  const originSymbol =
    originTokens.find((t) => t.address.toLowerCase() === state.originToken.toLowerCase())?.symbol ?? ''
  const destinationSymbol = destinationToken?.symbol ?? ''
  const exactInput = state.tradeType === 'EXACT_INPUT'
  const setCalls = (calls: CallBuilderState['calls']) => setState({ calls })
  return (
    <>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <ChainPicker
          id={ids.from}
          label={t({ id: 'call.route.payOn', message: 'Pay on' })}
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
          label={t({ id: 'call.route.payWith', message: 'Pay with' })}
          value={state.originToken}
          tokens={originTokens}
          onChange={(originToken) => setState({ originToken })}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <ChainPicker
          id={ids.to}
          label={t({ id: 'call.route.runOn', message: 'Calls run on' })}
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
          label={t({ id: 'call.route.receive', message: 'Calls receive' })}
          value={state.destinationToken}
          tokens={tokens.filter((t) => t.chainId === state.destinationChainId)}
          onChange={(token) => setState({ destinationToken: token })}
        />
      </div>
      <CallTradeType
        value={state.tradeType}
        onChange={(tradeType) => setState({ tradeType })}
        nativeSymbol={nativeOut ? destinationToken?.symbol : undefined}
      />
      {exactInput && (
        <Notice tone="info" testId="exact-input-hint">
          <Trans id="call.exactInput.hint">
            With exact input, use a call that takes whatever arrived: the vault’s <code>depositAll</code> (after an
            unlimited approval), a contract that reads its live balance, or the router’s <code>sweep</code> to hand the
            whole balance to an address.
          </Trans>
          <span className="mt-2 flex flex-wrap gap-2">
            {state.calls.some((r) => r.abi === 'vault' && r.fn === 'deposit') && (
              <Button variant="info" onClick={() => setCalls(toLiveBalanceCalls(state.calls))}>
                {t({ id: 'call.exactInput.depositAll', message: 'Deposit whatever arrives (depositAll)' })}
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
                {t({ id: 'call.exactInput.sweep', message: 'Sweep what is left to me' })}
              </Button>
            )}
          </span>
        </Notice>
      )}
      <Field
        label={
          exactInput
            ? t({ id: 'call.amount.pay', message: `You pay (${originSymbol})` })
            : t({ id: 'call.amount.receive', message: `The calls receive (${destinationSymbol})` })
        }
        error={props.amountError}
      >
        {(control) => (
          <TextInput
            {...control}
            inputMode="decimal"
            dir="ltr"
            value={state.amount}
            onChange={(e) => setState({ amount: e.target.value })}
            placeholder="0.0"
          />
        )}
      </Field>
    </>
  )
}
