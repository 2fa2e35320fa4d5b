/** Slippage chosen by the person: the service's own ("auto") or a fixed tolerance in basis points. */
export type SlippageSetting = { mode: 'auto' } | { mode: 'custom'; bps: number }

export type SlippageCheck = { ok: true; bps: number; warning?: string } | { ok: false; message: string }

/** Reads a typed percentage ("0.5", "1,2") into basis points, with the limits the service accepts. */
export function checkSlippagePercent(text: string): SlippageCheck {
  const t = text.trim().replace(',', '.')
  if (!/^\d+(\.\d{0,2})?$/.test(t)) return { ok: false, message: 'Enter a percentage like 0.5 (at most two decimals)' }
  const bps = Math.round(Number(t) * 100)
  if (bps <= 0) return { ok: false, message: 'Slippage must be above 0%' }
  if (bps > 5000) return { ok: false, message: 'Slippage can be at most 50%' }
  if (bps > 500) return { ok: true, bps, warning: 'High slippage: you may receive much less than quoted' }
  if (bps < 10) return { ok: true, bps, warning: 'Very low slippage: the transfer may fail and be refunded' }
  return { ok: true, bps }
}

const KEY = 'ferry.slippage'

export function loadSlippage(storage: Pick<Storage, 'getItem'> | undefined): SlippageSetting {
  try {
    const raw = JSON.parse(storage?.getItem(KEY) ?? 'null') as SlippageSetting | null
    if (raw?.mode === 'custom' && Number.isInteger(raw.bps) && raw.bps > 0 && raw.bps <= 5000) return raw
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
