import type { SignatureStep, Step, TransactionStep } from './quote'

// Apart from the schemas (type imports only), so the form can tell step kinds without loading them.

/** Narrows a step to a transaction step (the union's third member has `kind: string`, so `===` cannot). */
export function isTransactionStep(step: Step): step is TransactionStep {
  return step.kind === 'transaction'
}

export function isSignatureStep(step: Step): step is SignatureStep {
  return step.kind === 'signature'
}
