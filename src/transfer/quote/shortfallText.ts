import { t } from '@lingui/core/macro'
import { formatReadableAmount } from '../../lib/amounts'
import { amountWithSymbol } from '../../lib/format'
import type { Shortfall } from './preflight'

const fmt = (v: bigint, decimals: number) => formatReadableAmount(v, decimals)

/** A shortfall in words: what this needs and how much is missing, on which chain. */
export function shortfallText(s: Shortfall): string {
  const { symbol, chainName } = s
  if (s.native) {
    const needShown = amountWithSymbol(fmt(s.need, 18), symbol)
    const gasShown = amountWithSymbol(fmt(s.gas, 18), symbol)
    const missingShown = amountWithSymbol(fmt(s.need + s.gas - s.have, 18), symbol)
    return t({
      id: 'transfer.error.shortfallNative',
      message: `Not enough ${symbol} on ${chainName}: this needs ${needShown} plus about ${gasShown} for network gas. You are ${missingShown} short.`,
    })
  }
  if (s.kind === 'balance') {
    const have = fmt(s.have, s.decimals)
    const need = fmt(s.need, s.decimals)
    return t({
      id: 'transfer.error.shortfallBalance',
      message: `Not enough ${symbol} on ${chainName}: you have ${have}, this needs ${need}.`,
    })
  }
  const missing = fmt(s.gas - s.have, 18)
  const gasSymbol = s.gasSymbol
  return t({
    id: 'transfer.error.shortfallGas',
    message: `You need about ${missing} more ${gasSymbol} on ${chainName} to pay the network gas for the deposit.`,
  })
}
