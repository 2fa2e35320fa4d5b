import type { Step, StepBody } from './quote'

// Apart from the schemas (type imports only), so the form can tell step kinds without loading them.

/**
 * Narrows a step to a transaction step (the union's third member has `kind:
 * string`, so `===` cannot), parsed or as it travels (what the devnet writes).
 */
export function isTransactionStep<S extends Step | StepBody>(step: S): step is Extract<S, { kind: 'transaction' }> {
  return step.kind === 'transaction'
}

export function isSignatureStep<S extends Step | StepBody>(step: S): step is Extract<S, { kind: 'signature' }> {
  return step.kind === 'signature'
}

/** True for a Solana transaction item's data (instructions to compile), false for an EVM transaction. */
export function isSvmStepData<D extends { instructions?: unknown } | object>(
  data: D,
): data is Extract<D, { instructions: unknown }> {
  return 'instructions' in data
}

/** An EVM transaction item's data, for code that sends only those (devnet tests, scripts): a Solana item throws. */
export function evmStepData<D extends object>(data: D): Exclude<D, { instructions: unknown }> {
  if (isSvmStepData(data)) throw new Error('This step item carries Solana instructions, not an EVM transaction.')
  return data as Exclude<D, { instructions: unknown }>
}

/** True when every transaction item is Solana instructions and nothing else is asked: no EVM wallet takes part. */
export function onlySvmItems(steps: readonly (Step | StepBody)[]): boolean {
  return steps.every(
    (step) => isTransactionStep(step) && (step.items ?? []).every((item) => isSvmStepData(item.data as object)),
  )
}

/** True when some transaction item carries Solana instructions: the quote's origin is an svm chain. */
export function hasSvmItems(steps: readonly (Step | StepBody)[]): boolean {
  return steps.some(
    (step) => isTransactionStep(step) && (step.items ?? []).some((item) => isSvmStepData(item.data as object)),
  )
}
