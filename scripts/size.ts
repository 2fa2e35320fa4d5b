/**
 * `npm run size`: builds the widget into .cache/size-dist and prints what the
 * embed costs a host page: ferry-embed.js, and the JavaScript embed.html loads
 * before a person can type an amount (gzip -9), against its budget; the
 * demo page's (index.html) first load against its own; and both pages' HTML,
 * which holds the first paint; and each entry of the npm package `ferry-widget`.
 * `--dist DIR` measures an existing build instead.
 */
import { build } from 'vite'
import {
  DEMO_FIRST_LOAD_BUDGET,
  EMBED_FIRST_LOAD_BUDGET,
  PAGE_HTML_BUDGET,
  PAGE_SCRIPT_BUDGET,
  WIDGET_PACKAGE_ENTRY_BUDGET,
} from './budgets'
import { buildWidgetPackage, widgetPackageEntrySizes } from './buildWidgetPackage'
import { measureFirstLoad, sizeOf } from './measureFirstLoad'

const argv = process.argv.slice(2)
const distFlag = argv.indexOf('--dist')
const dist = distFlag >= 0 ? argv[distFlag + 1]! : '.cache/size-dist'
if (distFlag < 0) {
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
}
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`
const first = measureFirstLoad(dist, 'embed.html')
for (const f of first.files)
  console.log(`  ${f.file.padEnd(48)} ${kB(f.bytes).padStart(10)} ${kB(f.gzip).padStart(10)} gzip`)
console.log(
  `embed first load: ${first.files.length} files, ${kB(first.bytes)}, ${kB(first.gzip)} gzip -9 (${first.gzip} bytes; budget ${kB(EMBED_FIRST_LOAD_BUDGET)})`,
)
try {
  const script = sizeOf(`${dist}/ferry-embed.js`, 'ferry-embed.js')
  console.log(`ferry-embed.js: ${kB(script.bytes)}, ${kB(script.gzip)} gzip -9`)
} catch {
  console.log('ferry-embed.js: not in this build')
}
if (first.gzip > EMBED_FIRST_LOAD_BUDGET) {
  console.error(`The embed's first load is over budget by ${kB(first.gzip - EMBED_FIRST_LOAD_BUDGET)}.`)
  process.exitCode = 1
}
const demo = measureFirstLoad(dist, 'index.html')
console.log(
  `demo page first load: ${demo.files.length} files, ${kB(demo.bytes)}, ${kB(demo.gzip)} gzip -9 (${demo.gzip} bytes; budget ${kB(DEMO_FIRST_LOAD_BUDGET)})`,
)
if (demo.gzip > DEMO_FIRST_LOAD_BUDGET) {
  console.error(`The demo page's first load is over budget by ${kB(demo.gzip - DEMO_FIRST_LOAD_BUDGET)}.`)
  process.exitCode = 1
}
for (const page of ['embed.html', 'index.html']) {
  const html = sizeOf(`${dist}/${page}`, page)
  console.log(
    `${page} (the first paint is in it): ${kB(html.bytes)}, ${kB(html.gzip)} gzip -9 (budget ${kB(PAGE_HTML_BUDGET)})`,
  )
  if (html.gzip > PAGE_HTML_BUDGET) {
    console.error(`${page} is over budget by ${kB(html.gzip - PAGE_HTML_BUDGET)}.`)
    process.exitCode = 1
  }
  const named = measureFirstLoad(dist, page, { htmlOnly: true })
  console.log(
    `${page} names ${named.files.length} scripts, ${kB(named.gzip)} gzip -9 (budget ${kB(PAGE_SCRIPT_BUDGET)})`,
  )
  if (named.gzip > PAGE_SCRIPT_BUDGET) {
    console.error(`${page}'s own scripts are over budget by ${kB(named.gzip - PAGE_SCRIPT_BUDGET)}.`)
    process.exitCode = 1
  }
}
await buildWidgetPackage()
for (const { entry, gzip } of widgetPackageEntrySizes()) {
  console.log(`ferry-widget ${entry}: ${kB(gzip)} gzip -9 with its chunks (budget ${kB(WIDGET_PACKAGE_ENTRY_BUDGET)})`)
  if (gzip > WIDGET_PACKAGE_ENTRY_BUDGET) {
    console.error(`ferry-widget ${entry} is over budget by ${kB(gzip - WIDGET_PACKAGE_ENTRY_BUDGET)}.`)
    process.exitCode = 1
  }
}
