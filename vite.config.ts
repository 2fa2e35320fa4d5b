import babel from '@rolldown/plugin-babel'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import packageJson from './package.json' with { type: 'json' }
import { ferryEmbedScriptPlugin } from './scripts/ferryEmbedScriptPlugin.ts'
import { sharedFirstPaintModules } from './scripts/firstPaintModules.ts'
import { linguiMacros } from './scripts/linguiMacros.ts'
import { ferryMessagesPlugin } from './scripts/messagesPlugin.ts'
import { prerenderPlugin } from './scripts/prerenderPlugin.ts'

const firstPaint = sharedFirstPaintModules(import.meta.dirname)

export default defineConfig({
  // Lingui's macros (t, msg, Trans) become message lookups by id before React's transform; catalogues compile ahead.
  plugins: [
    babel(linguiMacros()),
    react(),
    tailwindcss(),
    ferryEmbedScriptPlugin(),
    ferryMessagesPlugin(),
    prerenderPlugin(),
  ],
  // The version the support details name (src/config/ferryVersion.ts), without shipping package.json.
  define: { __FERRY_VERSION__: JSON.stringify(packageJson.version) },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: which chunks a page's script loads first (scripts/measureFirstLoad.ts); never served.
    manifest: true,
    // Two pages: the demo site and the iframe widget, each with only what it needs up front.
    rollupOptions: {
      input: { main: 'index.html', embed: 'embed.html' },
      // What both first loads share, in one file whatever the lazy chunks also take from it (npm run size).
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-paint', test: (id: string) => firstPaint.has(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
