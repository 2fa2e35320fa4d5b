/** The id of the JSON script with the first paint's texts in every language (written by scripts/prerenderPlugin.ts). */
export const FIRST_PAINT_TEXTS_ID = 'ferry-first-paint-texts'

/** The first paint's texts in every language (messageMarks.ts `firstPaintTable`): per language, a text or 0 per id. */
export type FirstPaintTable = { ids: string[]; texts: Record<string, (string | 0)[]> }

/** Puts the first paint under `root` in `locale`, from the page's table: texts, then attributes. */
export function localizeMarked(root: Element, table: FirstPaintTable, locale: string): void {
  const row = table.texts[locale] ?? []
  const texts: Record<string, string> = {}
  table.ids.forEach((id, i) => {
    const text = row[i]
    if (text) texts[id] = text
  })
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const id = (node as Comment).data.startsWith('m:') ? (node as Comment).data.slice(2) : undefined
    const text = node.nextSibling
    if (id && texts[id] !== undefined && text?.nodeType === Node.TEXT_NODE) (text as Text).data = texts[id]!
  }
  for (const element of root.querySelectorAll('*'))
    for (const attribute of [...element.attributes])
      if (attribute.name.startsWith('data-m-') && texts[attribute.value] !== undefined)
        element.setAttribute(attribute.name.slice(7), texts[attribute.value]!)
}
