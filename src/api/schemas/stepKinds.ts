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
