import type { CatalogueCurrency } from './catalogueTypes'

/** Never in a symbol, name or address: keeps a match inside one field of one entry. */
export const SEPARATOR = '\u0000'

/**
 * Every currency's lower-cased symbol and name in one string, and its address
 * in another, so that a term search is a few native `indexOf` scans instead
 * of two `includes` calls per currency. A match is mapped back to its entry
 * by binary search over the entries' start offsets.
 */
export class TextIndex {
  private readonly words: string
  private readonly wordStarts: Int32Array
  private readonly addresses: string
  private readonly addressStarts: Int32Array

  constructor(currencies: readonly CatalogueCurrency[]) {
    const words: string[] = []
    const addresses: string[] = []
    this.wordStarts = new Int32Array(currencies.length)
    this.addressStarts = new Int32Array(currencies.length)
    let wordOffset = 0
    let addressOffset = 0
    currencies.forEach((c, i) => {
      const entry = `${SEPARATOR}${c.symbolLower}${SEPARATOR}${c.nameLower}`
      this.wordStarts[i] = wordOffset
      words.push(entry)
      wordOffset += entry.length
      this.addressStarts[i] = addressOffset
      addresses.push(`${SEPARATOR}${c.addressLower}`)
      addressOffset += c.addressLower.length + 1
    })
    this.words = words.join('')
    this.addresses = addresses.join('')
  }

  /** Indexes of the entries whose symbol or name contains `term`, or whose address starts with it (0x terms), in order. */
  matches(term: string): number[] {
    const isAddress = term.startsWith('0x')
    const [text, starts, needle] = isAddress
      ? [this.addresses, this.addressStarts, `${SEPARATOR}${term}`]
      : [this.words, this.wordStarts, term]
    const found: number[] = []
    let from = 0
    for (;;) {
      const at = text.indexOf(needle, from)
      if (at < 0) return found
      const entry = upperBound(starts, at) - 1
      found.push(entry)
      from = entry + 1 < starts.length ? starts[entry + 1]! : text.length
    }
  }
}

/** The first index whose value is greater than `value`. */
function upperBound(sorted: Int32Array, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (sorted[mid]! <= value) low = mid + 1
    else high = mid
  }
  return low
}
