import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Abi } from 'viem'
import { describeCalldata } from './abiTools'
import type { RowCalldata } from './callBuilderState'

/** The row's calldata read back: decoded by a known ABI, else its first bytes; else what is missing. */
export function CalldataLine(props: { n: number; calldata: RowCalldata; knownAbis: Abi[] }) {
  const { calldata } = props
  const decoded = calldata.ok ? describeCalldata(calldata.data, props.knownAbis) : undefined
  return (
    <p className="text-xs text-slate-600" data-testid={`call-${props.n}-decoded`}>
      {calldata.ok ? (
        decoded ? (
          <Trans id="call.calldata.readsAs">
            Reads as{' '}
            <span className="font-mono break-all" dir="auto">
              {decoded}
            </span>
          </Trans>
        ) : (
          <span className="font-mono break-all" dir="ltr">
            {calldata.data.slice(0, 74)}
            {calldata.data.length > 74 ? '…' : ''}
          </span>
        )
      ) : (
        (calldata.message ?? t({ id: 'call.calldata.fillArguments', message: 'Fill in the arguments.' }))
      )}
    </p>
  )
}
