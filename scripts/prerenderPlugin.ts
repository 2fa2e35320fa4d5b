import { resolve } from 'node:path'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { build, createServer, type Plugin, type Rolldown } from 'vite'
import { LOCALE_CODES } from '../src/i18n/localeCodes.ts'
import { FIRST_PAINT_TEXTS_ID } from '../src/prerender/localizeMarked.ts'
import { firstPaintTable, markMessages, unmarkHtml } from '../src/prerender/messageMarks.ts'
import { linguiMacros } from './linguiMacros.ts'
import { compileCatalogue, ferryMessagesPlugin, readCatalogue } from './messagesPlugin.ts'

type Prerendered = { before: string; root: string; script: string }
type Page = { entry: string; variants: Record<string, string>; ids: string[] }
type Pages = { embed: Page; demo: Page; catalogues: Record<string, Record<string, unknown>> }

/**
 * Both pages' first paints, rendered in Node through Vite (TSX and Lingui's macros) from the components the first
 * loads render, in English with marked messages; each page's variants, and the ids of the messages they show.
 */
async function renderPages(root: string): Promise<Pages> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [babel(linguiMacros()), react(), ferryMessagesPlugin()],
  })
  try {
    const module = await server.ssrLoadModule('/src/prerender/renderFirstPaint.tsx')
    const marked = markMessages(compileCatalogue(await readCatalogue(root, 'en')))
    const rendered: Record<'embed' | 'demo', Record<string, string>> = module.renderFirstPaints(marked)
    // Every other language's catalogue, read once for both pages' tables.
    const catalogues: Record<string, Record<string, unknown>> = {}
    for (const locale of LOCALE_CODES)
      if (locale !== 'en') catalogues[locale] = compileCatalogue(await readCatalogue(root, locale))
    const page = (entry: string, rendered: Record<string, string>): Page => {
      const ids = new Set<string>()
      const variants: Record<string, string> = {}
      for (const [variant, html] of Object.entries(rendered)) {
        const plain = unmarkHtml(html)
        for (const id of plain.ids) ids.add(id)
        variants[variant] = plain.html
      }
      return { entry: resolve(root, entry), variants, ids: [...ids].sort() }
    }
    return {
      embed: page('src/prerender/embedFirstPaintScript.ts', rendered.embed),
      demo: page('src/prerender/demoFirstPaintScript.ts', rendered.demo),
      catalogues,
    }
  } finally {
    await server.close()
  }
}

/** A browser script bundled on its own into one classic script with no imports, to be inlined. */
async function bundleInline(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      lib: { entry, formats: ['iife'], name: 'FerryFirstPaint', fileName: () => 'first-paint.js' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error(`${entry}: the bundle produced no script`)
  return chunk.code
}

/** Text safe inside a <script> element. */
const inScript = (text: string) => text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')

/** A page's HTML: its first variant in the root, the others as templates, the texts in every language, the script. */
async function prerender(page: Page, catalogues: Pages['catalogues']): Promise<Prerendered> {
  const texts = JSON.stringify(firstPaintTable(catalogues, page.ids)).replace(/</g, '\\u003c')
  const [first, ...others] = Object.entries(page.variants)
  return {
    before: [
      ...others.map(([variant, html]) => `<template id="ferry-first-paint-${variant}">${html}</template>`),
      `<script type="application/json" id="${FIRST_PAINT_TEXTS_ID}">${texts}</script>`,
    ].join(''),
    root: first![1],
    script: `<script>${inScript(await bundleInline(page.entry))}</script>`,
  }
}

/**
 * `vite build` writes the first paint into embed.html and index.html: its components rendered to HTML, with a small
 * inline script that gives it the page's configuration and language before the first frame (src/prerender). The
 * amount can be typed before any module has run; the first load renders over it with what was typed.
 */
export function prerenderPlugin(): Plugin {
  let root = process.cwd()
  let pages: Promise<Pages> | undefined
  const written = new Map<string, Promise<Prerendered>>()
  return {
    name: 'ferry-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      pages = undefined
      written.clear()
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const name = context.path.endsWith('/embed.html')
          ? 'embed'
          : context.path.endsWith('/index.html')
            ? 'demo'
            : undefined
        if (!name) return html
        pages ??= renderPages(root)
        const all = pages
        if (!written.has(name))
          written.set(
            name,
            all.then((rendered) => prerender(rendered[name], rendered.catalogues)),
          )
        const page = await written.get(name)!
        // Hidden until its script has run right after it: no frame shows it in another language or layout first.
        return html.replace(
          '<div id="root"></div>',
          `${page.before}<div id="root" hidden>${page.root}</div>${page.script}`,
        )
      },
    },
  }
}
