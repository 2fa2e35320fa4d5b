import { Trans } from '@lingui/react/macro'
import type { Abi } from 'viem'
import { describeCalldata } from './abiTools'
import type { CallFailure } from './readCallFailure'

/** Which call reverted (or the fill), the call read back against the known ABIs with its target, and why. */
export function CallFailureLine(props: { failure: CallFailure; knownAbis: Abi[] }) {
  const { failure } = props
  const reason = failure.reason
  const n = failure.callIndex === null ? undefined : failure.callIndex + 1
  const call = failure.call && (describeCalldata(failure.call.data, props.knownAbis) ?? failure.call.data.slice(0, 10))
  const target = failure.call?.to
  return (
    <span className="break-all">
      {call === undefined ? (
        n === undefined ? (
          <Trans id="call.failure.fill">
            The fill reverted: <bdi>{reason}</bdi>.
          </Trans>
        ) : (
          <Trans id="call.failure.call">
            Call {n} reverted: <bdi>{reason}</bdi>.
          </Trans>
        )
      ) : n === undefined ? (
        <Trans id="call.failure.fillWithCall">
          The fill (<bdi>{call}</bdi> on <bdi>{target}</bdi>) reverted: <bdi>{reason}</bdi>.
        </Trans>
      ) : (
        <Trans id="call.failure.callWithCall">
          Call {n} (<bdi>{call}</bdi> on <bdi>{target}</bdi>) reverted: <bdi>{reason}</bdi>.
        </Trans>
      )}
    </span>
  )
}
