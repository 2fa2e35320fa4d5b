/**
 * Timing inside the page for the typing benchmark: from the keydown of the
 * last key of an amount typed in "You pay" to the first frame painted with
 * (a) the executable quote's review for that amount, and (b) an estimate of
 * "You receive" for it, if the page shows one.
 *
 * `arm(text)`, called before the amount's first key, records the `timeStamp`
 * of every keydown (capturing), so the start is the last key's once "You pay"
 * holds `text`. From then on, in every animation frame it checks the DOM: the
 * quote is on screen when "You pay" holds `text` and a quote review
 * (`[data-testid="quote-summary"]`) is there that is not the element shown
 * when the key went down (the review is only ever shown for the request the
 * form holds, so a new one after the last key is that amount's); the estimate
 * when "You pay" holds `text` and `[data-testid="amount-estimate"]` is there.
 * As in frameProbe.ts, the moment is a MessageChannel message posted from the
 * requestAnimationFrame callback of the frame that shows it, which runs once
 * that frame is produced. `result()` resolves once the quote is seen, with
 * both moments minus the keydown's timeStamp (the estimate's undefined when
 * none showed before the quote). `takeKeys()` gives the keydowns' timeStamps,
 * so the bench can report the cadence the page saw (the bench's own timers
 * and Playwright's round trips add to the gaps it asks for, more so on a
 * loaded machine).
 */

export type TypingProbeResult = { quote: number; estimate: number | undefined }

export type TypingProbeApi = {
  arm: (text: string) => void
  result: () => Promise<TypingProbeResult>
  /** The timeStamps of the keydowns since the last call: the cadence the page saw. */
  takeKeys: () => number[]
}

declare global {
  interface Window {
    __typingProbe?: TypingProbeApi
  }
}

/** The probe as an init script (`addInitScript({ content })`); see frameProbeScript for the `__name` shim. */
export const typingProbeScript = () => `var __name = (target) => target; (${installTypingProbe.toString()})()`

/** Runs in the page, so it uses nothing from outside. */
function installTypingProbe() {
  let pending: Promise<TypingProbeResult> = Promise.reject(new Error('typing probe: not armed'))
  pending.catch(() => undefined)
  const payInput = () => {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'You pay')
    return label?.htmlFor ? (document.getElementById(label.htmlFor) as HTMLInputElement | null) : null
  }
  const summary = () => document.querySelector('[data-testid="quote-summary"]')
  let keys: number[] = []
  document.addEventListener('keydown', (event) => keys.push(event.timeStamp), { capture: true })
  const takeKeys = () => {
    const taken = keys
    keys = []
    return taken
  }
  const afterPaint = (start: number, done: (ms: number) => void) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => done(performance.now() - start)
    channel.port2.postMessage(0)
  }

  const arm = (text: string) => {
    pending = new Promise((resolve, reject) => {
      let start: number | undefined
      let before: Element | null = null
      let estimate: number | undefined
      let estimateSeen = false
      let quoteSeen = false
      const timeout = setTimeout(() => reject(new Error(`typing probe: no quote for "${text}" in 15 s`)), 15_000)
      // Armed before the amount's first key: every keydown moves the start, so it is the last key's once the field
      // holds the whole amount (the text is only there after the last key).
      const onKey = (event: KeyboardEvent) => {
        start = event.timeStamp
        before = summary()
      }
      document.addEventListener('keydown', onKey, { capture: true })
      const frame = () => {
        if (start !== undefined && payInput()?.value === text) {
          const from = start
          if (!estimateSeen && !quoteSeen && document.querySelector('[data-testid="amount-estimate"]')) {
            estimateSeen = true
            afterPaint(from, (ms) => {
              estimate = ms
            })
          }
          const shown = summary()
          if (shown && shown !== before) {
            quoteSeen = true
            // Posted after the estimate's message when both show in one frame, so that one has landed by then.
            document.removeEventListener('keydown', onKey, { capture: true })
            afterPaint(from, (ms) => {
              clearTimeout(timeout)
              resolve({ quote: ms, estimate })
            })
            return
          }
        }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    pending.catch(() => undefined)
  }

  window.__typingProbe = { arm, result: () => pending, takeKeys }
}
