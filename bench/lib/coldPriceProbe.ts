import { shownAmount } from './coldPriceStats'

/** Which page the probe watches: Ferry's form, or the service's own widget. */
export type ProbeKind = 'ferry' | 'relay'

/** What the probe stamped, in the page's performance.now() (navigation start = 0). */
export type ProbeMarks = {
  input?: number
  price?: number
  priceText?: string
  estimate?: number
  quote?: number
  shift: number
  lastShiftAt: number
}

/**
 * An init script (before any of the page's own) that checks every animation
 * frame, as bench/load.ts does, and stamps `window.__coldPrice`:
 * - `input`: the first frame with the amount to pay in the DOM, visible,
 *   enabled and editable (Ferry: the control of the "You pay" label; the
 *   service's widget: its first amount field, `input[inputmode=decimal]`);
 * - `price`: the first frame with an amount received that the service priced
 *   (Ferry: the "You receive" control holds an amount and no "(estimate)"
 *   marker, `[data-testid="amount-estimate"]`, is shown under it, or the quote
 *   summary `[data-testid="quote-summary"]` is visible; the service's widget: its
 *   second amount field holds an amount). The bench then checks, from the
 *   page's resource timings, that a `POST /price` or quote answer had arrived
 *   by then;
 * - `estimate` (Ferry): the first frame with the "(estimate)" marker shown;
 * - `quote` (Ferry): the first frame with the quote summary (the executable
 *   quote) visible;
 * - `shift`, `lastShiftAt`: the layout shifts' sum (CLS) and the last one's time.
 */
export function coldPriceProbeScript(kind: ProbeKind): string {
  return `(() => {
  const shownAmount = ${shownAmount.toString()}
  const kind = ${JSON.stringify(kind)}
  const marks = (window.__coldPrice = { shift: 0, lastShiftAt: 0 })
  const visible = (el) => !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  const labelled = (text) => {
    for (const label of document.querySelectorAll('label'))
      if ((label.textContent || '').trim().startsWith(text)) return label.control
    return null
  }
  const editable = (input) => !!input && !input.disabled && !input.readOnly && visible(input)
  const frame = () => {
    const now = performance.now()
    if (kind === 'ferry') {
      const pay = labelled('You pay')
      const receive = labelled('You receive')
      const estimate = document.querySelector('[data-testid="amount-estimate"]')
      const summary = document.querySelector('[data-testid="quote-summary"]')
      if (marks.input === undefined && editable(pay)) marks.input = now
      if (marks.estimate === undefined && visible(estimate)) marks.estimate = now
      if (marks.quote === undefined && visible(summary)) marks.quote = now
      const received = receive && visible(receive) && !visible(estimate) ? shownAmount(receive.value) : undefined
      if (marks.price === undefined && (received !== undefined || visible(summary))) {
        marks.price = now
        marks.priceText = receive ? receive.value : ''
      }
    } else {
      const fields = document.querySelectorAll('input[inputmode="decimal"]')
      if (marks.input === undefined && editable(fields[0])) marks.input = now
      const received = fields[1] && visible(fields[1]) ? shownAmount(fields[1].value) : undefined
      if (marks.price === undefined && received !== undefined) {
        marks.price = now
        marks.priceText = fields[1].value
      }
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      marks.shift += entry.value
      marks.lastShiftAt = performance.now()
    }
  }).observe({ type: 'layout-shift', buffered: true })
})()`
}
