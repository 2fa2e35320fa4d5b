import { t } from '@lingui/core/macro'
import { formatBps, formatNumber } from '../../lib/format'

/** Slippage chosen by the person: the service's own ("auto") or a fixed tolerance in basis points. */
export type SlippageSetting = { mode: 'auto' } | { mode: 'custom'; bps: number }

/** The most the service accepts: 50 %. */
const MAX_SLIPPAGE_BPS = 5000

export type SlippageCheck = { ok: true; bps: number; warning?: string } | { ok: false; message: string }

/** Reads a typed percentage ("0.5", "1,2") into basis points, with the limits the service accepts. */
export function checkSlippagePercent(text: string): SlippageCheck {
  const typed = text.trim().replace(',', '.')
  if (!/^\d+(\.\d{0,2})?$/.test(typed)) {
    const example = formatNumber('0.5')
    return {
      ok: false,
      message: t({
        id: 'transfer.slippage.malformed',
        message: `Enter a percentage like ${example} (at most two decimals)`,
      }),
    }
  }
  const bps = Math.round(Number(typed) * 100)
  if (bps <= 0) {
    const min = formatBps(0)
    return { ok: false, message: t({ id: 'transfer.slippage.tooLow', message: `Slippage must be above ${min}` }) }
  }
  if (bps > MAX_SLIPPAGE_BPS) {
    const max = formatBps(MAX_SLIPPAGE_BPS)
    return { ok: false, message: t({ id: 'transfer.slippage.tooHigh', message: `Slippage can be at most ${max}` }) }
  }
  if (bps > 500)
    return {
      ok: true,
      bps,
      warning: t({ id: 'transfer.slippage.high', message: 'High slippage: you may receive much less than quoted' }),
    }
  if (bps < 10)
    return {
      ok: true,
      bps,
      warning: t({
        id: 'transfer.slippage.veryLow',
        message: 'Very low slippage: the transfer may fail and be refunded',
      }),
    }
  return { ok: true, bps }
}

const KEY = 'ferry.slippage'

export function loadSlippage(storage: Pick<Storage, 'getItem'> | undefined): SlippageSetting {
  try {
    const raw = JSON.parse(storage?.getItem(KEY) ?? 'null') as SlippageSetting | null
    if (raw?.mode === 'custom' && Number.isInteger(raw.bps) && raw.bps > 0 && raw.bps <= MAX_SLIPPAGE_BPS) return raw
  } catch {
    // A corrupt setting falls back to auto.
  }
  return { mode: 'auto' }
}

export function saveSlippage(setting: SlippageSetting, storage: Pick<Storage, 'setItem'> | undefined) {
  try {
    storage?.setItem(KEY, JSON.stringify(setting))
  } catch {
    // Not remembered, still used for this visit.
  }
}
