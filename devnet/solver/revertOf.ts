import { BaseError, ExecutionRevertedError, type Hex } from 'viem'

/**
 * The revert data of a failed simulation or send, if the error is a revert
 * at all: `undefined` for other errors (the node is down), which the solver
 * retries rather than fail the request on.
 */
export function revertOf(error: unknown): { data: Hex | undefined } | undefined {
  if (!(error instanceof BaseError)) return undefined
  let data: Hex | undefined
  let reverted = false
  error.walk((e) => {
    if (e instanceof ExecutionRevertedError) reverted = true
    const candidate = (e as { data?: unknown }).data
    const hex =
      typeof candidate === 'string'
        ? candidate
        : typeof (candidate as { data?: unknown } | undefined)?.data === 'string'
          ? (candidate as { data: string }).data
          : undefined
    if (hex?.startsWith('0x') && data === undefined) data = hex as Hex
    const message = (e as { details?: unknown; message?: unknown }).details ?? (e as { message?: unknown }).message
    if (typeof message === 'string' && /revert/i.test(message)) reverted = true
    return false
  })
  return reverted || data !== undefined ? { data } : undefined
}
