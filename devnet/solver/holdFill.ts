import type { DevnetLogger } from '../createLogger'
import type { SolverControl } from './SolverControl'

/**
 * Waits out the fill delay of the admin API (`POST /devnet/solver`), measured from the hold's start and read again
 * whenever the admin API changes it (a hold of 600 s released with 0 goes at once). Every filler takes it, on EVM and
 * on Solana, so a test can hold any fill. False when the solver stopped meanwhile (the request stays `pending`).
 */
export async function holdFill(args: {
  control: SolverControl
  logger: DevnetLogger
  requestId: string
  stopping: AbortSignal
}): Promise<boolean> {
  const { control, logger, requestId, stopping } = args
  const startedAt = Date.now()
  control.holding.add(requestId)
  logger.info(`request ${requestId}: holding the fill for ${control.delayFor(requestId)} ms`)
  try {
    await new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const arm = () => {
        clearTimeout(timer)
        timer = setTimeout(done, Math.max(0, startedAt + control.delayFor(requestId) - Date.now()))
      }
      const stopListening = control.onDelaysChanged(arm)
      const done = () => {
        clearTimeout(timer)
        stopListening()
        stopping.removeEventListener('abort', done)
        resolve()
      }
      arm()
      stopping.addEventListener('abort', done)
    })
  } finally {
    control.holding.delete(requestId)
    control.requestDelays.delete(requestId)
  }
  return !stopping.aborted
}
