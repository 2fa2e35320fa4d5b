import { describe, expect, it } from 'vitest'
import { type ChooserSide, type ConnectIntent, NO_INTENT, stepConnectIntent } from './connectIntent'

const WANTED: ConnectIntent = { wanted: true, seen: false }
const closed: ChooserSide = { connected: false, open: false, canOpen: true }
const open: ChooserSide = { connected: false, open: true, canOpen: true }

/** Runs the intent through what the wallet side says, one report after another; returns the last intent and how many times the chooser was opened. */
function run(intent: ConnectIntent, reports: (ChooserSide | undefined)[]) {
  let opens = 0
  for (const side of reports) {
    const step = stepConnectIntent(intent, side)
    intent = step.intent
    if (step.openNow) opens++
  }
  return { intent, opens }
}

describe('the "Connect Wallet" intent', () => {
  it('waits for the wallet side, then opens the chooser', () => {
    expect(stepConnectIntent(WANTED, undefined)).toEqual({ intent: WANTED, openNow: false })
    expect(stepConnectIntent(WANTED, closed)).toEqual({ intent: WANTED, openNow: true })
  })

  it('waits while the side cannot open it yet (connecting), and opens when it can', () => {
    expect(run(WANTED, [{ ...closed, canOpen: false }]).opens).toBe(0)
    expect(run(WANTED, [{ ...closed, canOpen: false }, closed]).opens).toBe(1)
  })

  it('is answered when the person closes the chooser it saw open', () => {
    expect(run(WANTED, [closed, open, closed])).toEqual({ intent: NO_INTENT, opens: 1 })
  })

  it('opens the chooser again when it never opened (a lost open keeps asking, one retry at a time)', () => {
    expect(run(WANTED, [closed, closed, closed])).toEqual({ intent: WANTED, opens: 3 })
  })

  it('opens it again on a wallet side that reloaded with the chooser open (not the person closing it)', () => {
    expect(run(WANTED, [closed, open, undefined, closed])).toEqual({ intent: WANTED, opens: 2 })
  })

  it('is answered by a wallet connecting, whether or not the chooser was open', () => {
    expect(run(WANTED, [closed, open, { ...open, connected: true }]).intent).toEqual(NO_INTENT)
    expect(run(WANTED, [{ connected: true, open: false, canOpen: false }]).intent).toEqual(NO_INTENT)
  })

  it('does nothing without a click', () => {
    expect(run(NO_INTENT, [closed, open, closed])).toEqual({ intent: NO_INTENT, opens: 0 })
  })
})
