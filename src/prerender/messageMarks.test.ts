import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { compileCatalogue, readCatalogue } from '../../scripts/messagesPlugin'
import { markedTexts } from './localizeMarked'
import { firstPaintTable, markMessages, unmarkHtml } from './messageMarks'
import { renderFirstPaints } from './renderFirstPaint'

const compiled = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]))

describe('message marks', () => {
  it('marks plain messages and leaves those with placeholders as they are', () => {
    const marked = markMessages(compiled({ 'a.plain': 'You pay', 'a.placeholder': 'Loading {id}…' }))
    expect(marked['a.plain']).toEqual(['\uE000a.plain\uE001You pay\uE002'])
    expect(marked['a.placeholder']).toEqual(compileMessage('Loading {id}…'))
  })

  it('turns marked texts into comments and marked attributes into data-m-*, and leaves a partial attribute plain', () => {
    const html =
      '<label title="\uE000t.hint\uE001Move it\uE002" aria-label="Max: \uE000t.max\uE001Max\uE002">' +
      '<span>\uE000t.label\uE001Bridge\uE002</span> ▸</label>'
    expect(unmarkHtml(html)).toEqual({
      html:
        '<label title="Move it" data-m-title="t.hint" aria-label="Max: Max">' +
        '<span><!--m:t.label-->Bridge<!--/m--></span> ▸</label>',
      ids: ['t.hint', 't.label'],
    })
  })

  it('keeps per language only the plain translations of the ids asked for', () => {
    const table = firstPaintTable(
      { es: compiled({ 'a.plain': 'Pagas', 'a.placeholder': 'Cargando {id}…', 'a.other': 'Otro' }), de: {} },
      ['a.plain', 'a.placeholder'],
    )
    expect(table).toEqual({ ids: ['a.plain', 'a.placeholder'], texts: { es: ['Pagas', null], de: [null, null] } })
    const read = JSON.parse(JSON.stringify(table))
    expect(markedTexts(read, 'es')).toEqual({ 'a.plain': 'Pagas' })
    expect(markedTexts(read, 'de')).toEqual({})
    expect(markedTexts(read, 'fr')).toEqual({})
    expect(markedTexts({}, 'es')).toEqual({})
  })
})

describe('the prerendered first paint', () => {
  const pages = async () => {
    const marked = markMessages(compileCatalogue(await readCatalogue(process.cwd(), 'en')))
    const { embed, demo } = renderFirstPaints(marked)
    return { ...embed, ...demo }
  }

  it('has every text it shows marked, so that the inline script can put all of it in another language', async () => {
    for (const [variant, html] of Object.entries(await pages())) {
      const { html: plain, ids } = unmarkHtml(html)
      expect(ids, variant).toContain('app.loading.ferry')
      const unmarked = plain
        .replace(/<!--m:[^>]*-->[^<]*<!--\/m-->/g, '')
        .replace(/<[^>]*>/g, '\n')
        .split('\n')
        .map((text) => text.trim())
        .filter(Boolean)
      // What is left is not language: the pickers' arrow, a product and a chain name, the network names (shown in
      // their own language by the app).
      const allowed = ['▾', 'Ferry', 'Solana', 'Local devnet', 'Testnet', 'Mainnet']
      expect(
        unmarked.filter((text) => !allowed.includes(text)),
        variant,
      ).toEqual([])
    }
  })

  it('carries the send and wrap layouts for the embed and the other pages for the demo', async () => {
    const all = await pages()
    // The recipient field is the form's own (RecipientAddressField): its label and its placeholder, in every language.
    expect(unmarkHtml(all.send).ids).toEqual(
      expect.arrayContaining(['transfer.recipient.label', 'transfer.recipient.prompt']),
    )
    expect(unmarkHtml(all.bridge).ids).not.toContain('transfer.recipient.label')
    expect(unmarkHtml(all.wrap).ids).toContain('swap.chain')
    expect(unmarkHtml(all.wrap).ids).not.toContain('swap.to')
    expect(unmarkHtml(all.wallet).ids).toContain('swap.amount.pay')
    expect(unmarkHtml(all.address).ids).not.toContain('swap.amount.pay')
  })
})
