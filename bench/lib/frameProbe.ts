/**
 * Timing inside the page, from a real input event to the first frame painted
 * with its outcome, for the picker benchmark.
 *
 * `arm(type, checks)` listens (capturing, once) for the next event of `type`
 * (keydown, click) and records its `timeStamp`, the moment the browser took
 * the input. From then on, in every animation frame it runs each check (a
 * CSS-free predicate over the DOM, by name); the first frame in which a check
 * holds is the frame that paints its outcome, and a MessageChannel message
 * posted from that frame's requestAnimationFrame callback runs once the frame
 * has been produced. `result()` resolves with, for each check, that moment
 * minus the event's timeStamp: input to painted frame, in ms.
 *
 * Beside it, the browser's own Event Timing API (`PerformanceObserver`, type
 * `event`, `durationThreshold: 16`): `eventDurations()` gives, for each armed
 * event, the longest entry that started at its timeStamp (`duration` = input
 * to the next paint after its handlers, 8 ms granularity), or 0 when the
 * browser reported none because it took under 16 ms.
 */

/** The page-side checks, by name: what the frame must show. */
export type CheckName =
  /** an open dialog lists at least one option */
  | 'rows'
  /** the list says it shows the search box's current text (`data-query` on the listbox) */
  | 'query'
  /** the highlighted option changed from the one highlighted when the probe was armed */
  | 'active'
  /** an option's text contains `text` */
  | 'text'

export type ProbeApi = {
  arm: (type: string, checks: CheckName[], text?: string) => void
  result: () => Promise<Record<string, number>>
  eventDurations: () => number[]
}

declare global {
  interface Window {
    __frameProbe?: ProbeApi
  }
}

/**
 * The probe as an init script (`page.addInitScript({ content })`). tsx compiles
 * with esbuild's keepNames, whose `__name` helper the page does not have.
 */
export const frameProbeScript = () => `var __name = (target) => target; (${installFrameProbe.toString()})()`

/** Runs in the page, so it uses nothing from outside. */
function installFrameProbe() {
  const entries: PerformanceEventTiming[] = []
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) entries.push(entry as PerformanceEventTiming)
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  } catch {
    // No Event Timing in this browser: eventDurations() reports zeros.
  }
  const starts: number[] = []
  let pending: Promise<Record<string, number>> = Promise.resolve({})

  const combobox = () => document.querySelector<HTMLInputElement>('dialog[open] [role="combobox"]')
  const activeId = () => combobox()?.getAttribute('aria-activedescendant') ?? null
  const afterPaint = (start: number, done: (ms: number) => void) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => done(performance.now() - start)
    channel.port2.postMessage(0)
  }

  const arm = (type: string, checks: string[], text?: string) => {
    const activeBefore = activeId()
    const test: Record<string, () => boolean> = {
      rows: () => document.querySelector('dialog[open] [role="option"]') !== null,
      query: () => {
        const box = combobox()
        const list = document.querySelector('dialog[open] [role="listbox"]')
        return box !== null && list?.getAttribute('data-query') === box.value
      },
      active: () => {
        const id = activeId()
        return (
          id !== null && id !== activeBefore && document.getElementById(id)?.getAttribute('aria-selected') === 'true'
        )
      },
      text: () =>
        [...document.querySelectorAll('dialog[open] [role="option"]')].some((o) =>
          (o.textContent ?? '').toLowerCase().includes((text ?? '').toLowerCase()),
        ),
    }
    pending = new Promise((resolve, reject) => {
      let start: number | undefined
      const found: Record<string, number> = {}
      const timeout = setTimeout(() => reject(new Error(`frame probe: ${checks.join(', ')} not seen in 10 s`)), 10_000)
      document.addEventListener(
        type,
        (event) => {
          start = event.timeStamp
          starts.push(start)
        },
        { capture: true, once: true },
      )
      const frame = () => {
        if (start !== undefined) {
          const from = start
          for (const name of checks)
            if (!(name in found) && test[name]!()) {
              found[name] = -1
              afterPaint(from, (ms) => {
                found[name] = ms
                if (checks.every((c) => (found[c] ?? -1) >= 0)) {
                  clearTimeout(timeout)
                  resolve(found)
                }
              })
            }
          if (checks.every((c) => c in found)) return
        }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
  }

  const eventDurations = () =>
    starts.map((start) =>
      entries.filter((e) => Math.abs(e.startTime - start) < 0.5).reduce((most, e) => Math.max(most, e.duration), 0),
    )

  window.__frameProbe = { arm, result: () => pending, eventDurations }
}
