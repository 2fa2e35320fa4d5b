/**
 * What the prerendered first paint (the HTML the build writes, src/prerender) hands to the first load's React:
 * the amounts typed into its fields, which one has the focus, which was typed last, the network chosen, presses on
 * its buttons, and the tokens' symbols a cold link's early price put beside the amounts. Its inline script records what an input cannot keep itself; the entry reads it all once,
 * right before React renders over that HTML in the same task.
 */
export type FirstPaintHandoff = {
  /** The amount field typed into last. */
  edited?: 'pay' | 'receive'
  /** What was pressed before the app could hear it, in order: the `data-press` of each button ("connect", "pay:address"). */
  pressed: string[]
  /** Stops what the script started (its listeners, a theme that follows the system). */
  stop: () => void
  /** The tokens' symbols the early price (earlyPrice.ts) put beside "You pay" and "You receive". */
  symbols?: [pay: string, receive: string]
}

declare global {
  interface Window {
    __ferryFirstPaint?: FirstPaintHandoff
  }
}

export type TakenFirstPaint = {
  payText: string
  receiveText: string
  edited: 'pay' | 'receive'
  focus: 'pay' | 'receive' | undefined
  pressed: readonly string[]
  /** The demo page's network select. */
  network: string | undefined
  symbols: FirstPaintHandoff['symbols']
}

/**
 * Reads the prerendered first paint under `root` and stops its script, or nothing when the page has none (a
 * development server). Call it right before rendering over `root`; a page without the form has empty amounts.
 */
export function takeFirstPaint(root: HTMLElement, win: Window = window): TakenFirstPaint | undefined {
  const handoff = win.__ferryFirstPaint
  handoff?.stop()
  win.__ferryFirstPaint = undefined
  // Hidden by the HTML until its script runs: shown in any case once React renders over it.
  root.hidden = false
  const pay = root.querySelector<HTMLInputElement>('input[name="pay"]')
  const receive = root.querySelector<HTMLInputElement>('input[name="receive"]')
  if (!handoff) return undefined
  const active = root.ownerDocument.activeElement
  return {
    payText: pay?.value ?? '',
    receiveText: receive?.value ?? '',
    edited: handoff.edited ?? 'pay',
    focus: pay && active === pay ? 'pay' : receive && active === receive ? 'receive' : undefined,
    pressed: handoff.pressed,
    network: root.querySelector<HTMLSelectElement>('select[name="network"]')?.value,
    symbols: handoff.symbols,
  }
}
