import { t } from '@lingui/core/macro'
import { maxUint256 } from 'viem'
import * as z from 'zod/mini'
import type { QuoteRequest } from '../../api/schemas/quote'
import type { Token } from '../../config/token'
import { decodeConfigParam, encodeConfigParam } from '../../embed-host/configParam'
import { parseAmount } from '../../lib/amounts'
import type { AppFeeSetting } from '../../transfer/fees/appFeePolicy'
import { appFeeRequest } from '../../transfer/fees/appFeeRequest'
import { type SwapSourceChoice, swapSourceBody } from '../../transfer/quote/swapSourceBody'
import { type AbiResult, encodeCall, PRESET_ABIS, type PresetId, parseAbiJson } from './abiTools'
import type { CallDraft } from './checkCalls'

const callRowSchema = z.object({
  to: z.string(),
  value: z.string(),
  mode: z.enum(['raw', 'abi']),
  data: z.string(),
  abi: z.enum(['erc20', 'router', 'vault', 'custom']),
  abiText: z.string(),
  fn: z.string(),
  args: z.array(z.string()),
})
export type CallRow = z.infer<typeof callRowSchema>

const stateSchema = z.object({
  originChainId: z.number(),
  originToken: z.string(),
  destinationChainId: z.number(),
  destinationToken: z.string(),
  tradeType: z.enum(['EXACT_INPUT', 'EXACT_OUTPUT']),
  amount: z.string(),
  calls: z.array(callRowSchema).check(z.maxLength(16)),
})
/** Everything the call builder page holds: shared as a link, restored on reload. */
export type CallBuilderState = z.infer<typeof stateSchema>

export function emptyCall(patch: Partial<CallRow> = {}): CallRow {
  return { to: '', value: '0', mode: 'abi', data: '0x', abi: 'erc20', abiText: '', fn: 'approve', args: [], ...patch }
}

export function encodeBuilderState(state: CallBuilderState): string {
  return encodeConfigParam(state)
}

export function decodeBuilderState(
  text: string,
): { ok: true; state: CallBuilderState } | { ok: false; message: string } {
  const decoded = decodeConfigParam(text)
  if (!decoded.ok) {
    const problem = decoded.problem.replace(/^config: /, '')
    return {
      ok: false,
      message: t({ id: 'call.link.unreadable', message: `The link's calls could not be read (${problem}).` }),
    }
  }
  const parsed = stateSchema.safeParse(decoded.value)
  return parsed.success
    ? { ok: true, state: parsed.data }
    : {
        ok: false,
        message: t({ id: 'call.link.invalid', message: 'The link does not describe calls Ferry can show.' }),
      }
}

export type RowCalldata =
  | { ok: true; data: string }
  | { ok: false; message?: string; argErrors: (string | undefined)[] }

/** The ABI a row builds its calldata from: a preset, or the JSON pasted into it. */
export function rowAbi(row: CallRow): AbiResult {
  return row.abi === 'custom' ? parseAbiJson(row.abiText) : { ok: true, abi: PRESET_ABIS[row.abi as PresetId].abi }
}

/** The calldata of a row: as written (raw), or encoded from its ABI, function and arguments. */
export function rowCalldata(row: CallRow, abi: AbiResult = rowAbi(row)): RowCalldata {
  if (row.mode === 'raw') return { ok: true, data: row.data.trim() }
  if (!abi.ok) return { ok: false, message: abi.message, argErrors: [] }
  if (!row.fn)
    return { ok: false, message: t({ id: 'call.abi.chooseFunction', message: 'Choose a function.' }), argErrors: [] }
  const encoded = encodeCall(abi.abi, row.fn, row.args)
  return encoded.ok
    ? { ok: true, data: encoded.data }
    : { ok: false, message: encoded.message, argErrors: encoded.argErrors }
}

/** The rows as the service's `txs` (rows whose calldata cannot be built yet keep `0x`, and the checks say why). */
export function callDrafts(
  rows: CallRow[],
  encoded: readonly RowCalldata[] = rows.map((row) => rowCalldata(row)),
): CallDraft[] {
  return rows.map((row, i) => {
    const data = encoded[i]!
    return { to: row.to.trim(), value: row.value.trim(), data: data.ok ? data.data : '' }
  })
}

export type CallQuoteRequest =
  | { ok: true; request: QuoteRequest }
  /** `fee`: the site's fees are not known yet (silent) or above the cap; else the amount, the tokens or the wallet. */
  | { ok: false; message: string; silent?: boolean; field?: 'fee' }

/**
 * The quote request of section 2.1 for calls: `amount` is what is paid in
 * (EXACT_INPUT, origin token units) or what the calls receive (EXACT_OUTPUT,
 * destination token units), and `txs` are the calls in order. None is
 * asked before the site's fees are known, nor with fees above the cap.
 */
export function buildCallQuoteRequest(args: {
  state: CallBuilderState
  tokens: Token[]
  user: string | undefined
  txs?: CallDraft[]
  /** The site's fees, sent with the quote. */
  appFees?: AppFeeSetting
  /** The page's swap sources, sent with the quote as the swap form sends them. */
  swapSources?: SwapSourceChoice
}): CallQuoteRequest {
  const { state } = args
  const fees = appFeeRequest(args.appFees)
  if (!fees.ok) return { ...fees, field: 'fee' }
  const find = (chainId: number, address: string) =>
    args.tokens.find((t) => t.chainId === chainId && t.address.toLowerCase() === address.toLowerCase())
  const origin = find(state.originChainId, state.originToken)
  const destination = find(state.destinationChainId, state.destinationToken)
  if (!origin || !destination)
    return { ok: false, message: t({ id: 'call.request.pickTokens', message: 'Pick a token on each chain.' }) }
  const unit = state.tradeType === 'EXACT_INPUT' ? origin : destination
  const amount = parseAmount(state.amount, unit.decimals)
  if (!amount.ok) return { ok: false, message: amount.message, silent: amount.reason === 'empty' }
  if (amount.value === 0n)
    return {
      ok: false,
      message: t({ id: 'call.request.amountZero', message: 'Enter an amount above zero.' }),
      silent: true,
    }
  if (state.calls.length === 0)
    return { ok: false, message: t({ id: 'call.request.noCalls', message: 'Add at least one call.' }), silent: true }
  if (!args.user)
    return { ok: false, message: t({ id: 'call.request.connectWallet', message: 'Connect a wallet to get a quote.' }) }
  return {
    ok: true,
    request: {
      user: args.user,
      originChainId: state.originChainId,
      destinationChainId: state.destinationChainId,
      originCurrency: origin.address,
      destinationCurrency: destination.address,
      amount: amount.value.toString(),
      tradeType: state.tradeType,
      txs: args.txs ?? callDrafts(state.calls),
      ...swapSourceBody(args.swapSources),
      ...fees.body,
    },
  }
}

/**
 * For EXACT_INPUT, where the delivered amount is known only at fill time:
 * fixed vault deposits become `depositAll` (which takes the live balance),
 * and approvals to a spender such a call uses become unlimited.
 */
export function toLiveBalanceCalls(rows: CallRow[]): CallRow[] {
  const spenders = new Set(
    rows.filter((r) => r.mode === 'abi' && r.abi === 'vault' && r.fn === 'deposit').map((r) => r.to.toLowerCase()),
  )
  return rows.map((row) => {
    if (row.mode !== 'abi') return row
    if (row.abi === 'vault' && row.fn === 'deposit')
      return { ...row, fn: 'depositAll', args: [row.args[0] ?? '', row.args[2] ?? ''] }
    if (row.abi === 'erc20' && row.fn === 'approve' && spenders.has((row.args[0] ?? '').toLowerCase()))
      return { ...row, args: [row.args[0] ?? '', maxUint256.toString()] }
    return row
  })
}

/** A last call that hands whatever is left of `token` on the router to `recipient`. */
export function sweepCall(args: { router: string; token: string; recipient: string }): CallRow {
  return emptyCall({ to: args.router, abi: 'router', fn: 'sweep', args: [args.token, args.recipient] })
}
