import { resolve } from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'

const ENTRY = resolve(import.meta.dirname, '../src/embed-host/ferryEmbedGlobal.ts')

/** Bundles the host-page script on its own: one classic script, no imports, for any page. */
export async function bundleFerryEmbed(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2018',
      minify: true,
      sourcemap: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'FerryEmbed', fileName: () => 'ferry-embed.js' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error('ferry-embed.js: the bundle produced no script')
  return chunk.code
}

/**
 * Every `vite build` writes `ferry-embed.js` next to the pages (so the
 * demo, the e2e build and `npm start` all serve it), and the dev server
 * answers `/ferry-embed.js` from the sources.
 */
export function ferryEmbedScriptPlugin(): Plugin {
  return {
    name: 'ferry-embed-script',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'ferry-embed.js', source: await bundleFerryEmbed() })
    },
    configureServer(server) {
      server.middlewares.use('/ferry-embed.js', (_req, res, next) => {
        bundleFerryEmbed()
          .then((code) => {
            res.setHeader('content-type', 'text/javascript; charset=utf-8')
            res.end(code)
          })
          .catch(next)
      })
    },
  }
}
