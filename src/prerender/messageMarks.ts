/**
 * How the prerendered first paint knows which of its texts are messages, so that a few bytes of script can put
 * them in the person's language before the first frame. The build renders the first paint with every plain message
 * wrapped in private-use marks carrying its id, then turns the marks into HTML the script can find:
 * a text becomes `<!--m:id-->text<!--/m-->`, an attribute `title="text" data-m-title="id"` (localizeMarked.ts
 * reads them in the page).
 */

/** The id of the JSON script with the first paint's texts in every language (written by scripts/prerenderPlugin.ts). */

const OPEN = '\uE000'
const SEP = '\uE001'
const CLOSE = '\uE002'

/** A compiled message's text when it is plain text (no placeholder, plural or markup). */
function plainText(compiled: unknown): string | undefined {
  if (typeof compiled === 'string') return compiled
  return Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : undefined
}

/** Compiled messages (Lingui's runtime form) with each plain one marked; those with placeholders stay as they are. */
export function markMessages(compiled: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [id, message] of Object.entries(compiled)) {
    const text = plainText(message)
    out[id] = text === undefined ? message : [`${OPEN}${id}${SEP}${text}${CLOSE}`]
  }
  return out
}

const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g
const WHOLE = /^\uE000([^\uE001]*)\uE001([^\uE002]*)\uE002$/
const ANY = /\uE000([^\uE001]*)\uE001([^\uE002]*)\uE002/g

/**
 * Markup rendered with marked messages, made plain: each marked text and attribute in the form the script reads,
 * and the ids of the messages it holds. A message that is only part of an attribute is left plain, in English.
 */
export function unmarkHtml(html: string): { html: string; ids: string[] } {
  const ids = new Set<string>()
  const attributes = html.replace(ATTRIBUTE, (whole, name: string, value: string) => {
    if (!value.includes(OPEN)) return whole
    const match = WHOLE.exec(value)
    if (!match) return `${name}="${value.replace(ANY, '$2')}"`
    ids.add(match[1]!)
    return `${name}="${match[2]}" data-m-${name}="${match[1]}"`
  })
  const texts = attributes.replace(ANY, (_, id: string, text: string) => {
    ids.add(id)
    return `<!--m:${id}-->${text}<!--/m-->`
  })
  return { html: texts, ids: [...ids].sort() }
}

/**
 * The first paint's texts in every language, as the HTML carries them: the ids once, then per language its plain
 * translations in the ids' order (`null`: a message with placeholders, or missing, stays in English). Read back by
 * `markedTexts` (localizeMarked.ts). The ids once rather than in every language's table: 0.6 kB less HTML (gzip).
 */
export type FirstPaintTable = { ids: readonly string[]; texts: Record<string, (string | null)[]> }

/** Per language, the plain translations of `ids`. */
export function firstPaintTable(
  catalogues: Record<string, Record<string, unknown>>,
  ids: readonly string[],
): FirstPaintTable {
  const texts: FirstPaintTable['texts'] = {}
  for (const [locale, messages] of Object.entries(catalogues))
    texts[locale] = ids.map((id) => plainText(messages[id]) ?? null)
  return { ids, texts }
}
