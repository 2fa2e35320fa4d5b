import { formatAmount } from '../lib/amounts'
import type { Shortfall } from './preflight'

const fmt = (v: bigint, decimals: number) => formatAmount(v, decimals, 6)

/** A shortfall in words: what this needs and how much is missing, on which chain. */
export function shortfallText(s: Shortfall): string {
  if (s.native) {
    const missing = s.need + s.gas - s.have
    return `Not enough ${s.symbol} on ${s.chainName}: this needs ${fmt(s.need, 18)} ${s.symbol} plus about ${fmt(s.gas, 18)} ${s.symbol} for network gas. You are ${fmt(missing, 18)} ${s.symbol} short.`
  }
  if (s.kind === 'balance')
    return `Not enough ${s.symbol} on ${s.chainName}: you have ${fmt(s.have, s.decimals)}, this needs ${fmt(s.need, s.decimals)}.`
  return `You need about ${fmt(s.gas - s.have, 18)} more ${s.gasSymbol} on ${s.chainName} to pay the network gas for the deposit.`
}
