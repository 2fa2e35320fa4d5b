/** The id of the JSON script with the first paint's texts in every language (written by scripts/prerenderPlugin.ts). */
export const FIRST_PAINT_TEXTS_ID = 'ferry-first-paint-texts'

/** One language's texts of the HTML's table (messageMarks.ts's `FirstPaintTable`), by id; none for a language it lacks. */
export function markedTexts(
  table: { ids?: readonly string[]; texts?: Record<string, readonly (string | null)[]> },
  locale: string,
): Record<string, string> {
  const texts: Record<string, string> = {}
  const own = table.texts?.[locale]
  table.ids?.forEach((id, i) => {
    if (typeof own?.[i] === 'string') texts[id] = own[i]
  })
  return texts
}

/** Puts the first paint under `root` in the language of `texts` (one language's table): texts, then attributes. */
export function localizeMarked(root: Element, texts: Record<string, string>): void {
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
