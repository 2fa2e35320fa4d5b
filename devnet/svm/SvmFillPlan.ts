import type { SvmAsset } from './svmInstructions'

/**
 * What a quote to the Solana chain promised and the solver pays there: `amount` of SOL or an SPL token to
 * `recipient` (base58), at a fixed rate. `rentLamports` is what creating the recipient's token account costs the
 * solver (priced into the quote); 0 when it existed at quote time. Stored as the request's `fill_plan` with
 * `vm: 'svm'`, so the EVM filler never reads it as its own.
 */
export interface SvmFillPlan {
  vm: 'svm'
  asset: SvmAsset
  amount: bigint
  recipient: string
  rentLamports: bigint
  /** Accrued on the EVM origin after the fill, as for any request (`Settlement`). */
  appFees: { recipient: string; bps: bigint; amount: bigint }[]
}

export function svmFillPlanToJson(plan: SvmFillPlan): Record<string, unknown> {
  return {
    version: 1,
    vm: 'svm',
    asset: plan.asset,
    amount: plan.amount.toString(),
    recipient: plan.recipient,
    rentLamports: plan.rentLamports.toString(),
    appFees: plan.appFees.map((f) => ({ recipient: f.recipient, bps: f.bps.toString(), amount: f.amount.toString() })),
  }
}

/** The stored plan when it is a Solana one; undefined for an EVM plan. */
export function svmFillPlanOf(fillPlan: unknown): SvmFillPlan | undefined {
  const json = fillPlan as {
    vm?: string
    asset: SvmAsset
    amount: string
    recipient: string
    rentLamports: string
    appFees: { recipient: string; bps: string; amount: string }[]
  } | null
  if (json?.vm !== 'svm') return undefined
  return {
    vm: 'svm',
    asset: json.asset,
    amount: BigInt(json.amount),
    recipient: json.recipient,
    rentLamports: BigInt(json.rentLamports),
    appFees: json.appFees.map((f) => ({ recipient: f.recipient, bps: BigInt(f.bps), amount: BigInt(f.amount) })),
  }
}
