/**
 * `React.memo`'s comparison for a picker's dialog kept in the page while closed: the form around it renders on
 * every keystroke, with new arrays, objects and functions each time. Closed before and after, the dialog renders
 * again only when what it shows changes: a prop's value, an array's entries (the same objects, or objects with the
 * same fields), an object's fields. Functions are not compared: a closed dialog calls none, and it renders with the
 * latest ones when it opens (opening or closing always renders).
 */
export function sameWhileClosed<P extends { open: boolean }>(before: Readonly<P>, after: Readonly<P>): boolean {
  if (before.open || after.open) return false
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  for (const key of keys) {
    const a = (before as Record<string, unknown>)[key]
    const b = (after as Record<string, unknown>)[key]
    if (typeof a === 'function' && typeof b === 'function') continue
    if (!sameValue(a, b, 2)) return false
  }
  return true
}

/** Equal values, or arrays and plain objects whose entries are, `depth` levels down. */
function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((entry, i) => sameValue(entry, b[i], depth - 1))
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false
  const aKeys = Object.keys(a)
  if (aKeys.length !== Object.keys(b).length) return false
  return aKeys.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth - 1))
}
