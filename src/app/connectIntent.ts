/**
 * A click on "Connect Wallet" is an intent that stands until it is met: the
 * wallet chooser has been seen open and the person closed it, or a wallet
 * connected. Until then Ferry opens the chooser as soon as it can, and again
 * if it did not open or went away without the person closing it (the wallet
 * side loading, reloading, or losing its modal under a slow machine).
 */
export type ConnectIntent = {
  /** The person asked to connect and has not been answered yet. */
  wanted: boolean
  /** The chooser was seen open for this intent (its closing is then the person's answer). */
  seen: boolean
}

/** What the loaded wallet side says about its chooser. */
export type ChooserSide = { connected: boolean; open: boolean; canOpen: boolean }

export const NO_INTENT: ConnectIntent = { wanted: false, seen: false }

/** The intent after the wallet side said where it stands (`side` undefined: not loaded, or reloading), and whether to open the chooser now. */
export function stepConnectIntent(
  intent: ConnectIntent,
  side: ChooserSide | undefined,
): { intent: ConnectIntent; openNow: boolean } {
  // A side that went away takes its chooser along: what was seen open there was not closed by the person.
  if (!side) return { intent: { wanted: intent.wanted, seen: false }, openNow: false }
  if (!intent.wanted) return { intent: NO_INTENT, openNow: false }
  if (side.connected) return { intent: NO_INTENT, openNow: false }
  if (side.open) return { intent: { wanted: true, seen: true }, openNow: false }
  // Seen open, now closed on the same side: the person closed it.
  if (intent.seen) return { intent: NO_INTENT, openNow: false }
  return { intent, openNow: side.canOpen }
}
