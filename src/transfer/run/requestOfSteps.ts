import type { Step } from '../../api/schemas/quote'

/** The request id and the check endpoint of a quote's steps. */
export function requestOfSteps(steps: readonly Step[]): {
  requestId: string | undefined
  checkEndpoint: string | undefined
} {
  const requestId = steps.find((s) => s.requestId)?.requestId
  const last = steps.at(-1)
  const check = last?.items.filter((item) => item.check).at(-1)?.check?.endpoint
  return { requestId, checkEndpoint: check }
}
