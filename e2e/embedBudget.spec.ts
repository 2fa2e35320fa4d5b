import { existsSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  DEMO_FIRST_LOAD_BUDGET,
  EMBED_FIRST_LOAD_BUDGET,
  PAGE_HTML_BUDGET,
  PAGE_SCRIPT_BUDGET,
} from '../scripts/budgets'
import { measureFirstLoad, sizeOf } from '../scripts/measureFirstLoad'

// The build the e2e site server serves (playwright.config.ts builds it before any test runs).
test('the embed loads at most its budget of JavaScript before a person can type an amount', () => {
  const first = measureFirstLoad('.cache/e2e-dist', 'embed.html')
  test.info().annotations.push({
    type: 'embed first load',
    description: `${first.gzip} bytes gzip -9 in ${first.files.length} files`,
  })
  expect(first.gzip, first.files.map((f) => `${f.file} ${f.gzip}`).join('\n')).toBeLessThanOrEqual(
    EMBED_FIRST_LOAD_BUDGET,
  )
  // What a person needs only later stays out of the first load.
  const names = first.files.map((f) => f.file).join(' ')
  for (const later of [
    'rainbowkit',
    'EmbedWalletModal',
    'ActivityPage',
    'transferEngine',
    'QuoteSummary',
    'SlippageFields',
    'JourneyPanel',
    'TransferProgress',
    'transferSession',
    'transferHistory',
    'TokenPickerDialog',
    'RequestPage',
    // The first load is React and the form's skeleton: the widget, react-query and the form come just after.
    'EmbedRoot',
    'EmbedApp',
    'SwapPanel-',
    'useNetwork',
    'useBaseQuery',
  ])
    expect(names).not.toContain(later)
})

test('the demo page loads at most its budget of JavaScript before the form shows, without the wallet stack', () => {
  const first = measureFirstLoad('.cache/e2e-dist', 'index.html')
  test.info().annotations.push({
    type: 'demo page first load',
    description: `${first.gzip} bytes gzip -9 in ${first.files.length} files`,
  })
  expect(first.gzip, first.files.map((f) => `${f.file} ${f.gzip}`).join('\n')).toBeLessThanOrEqual(
    DEMO_FIRST_LOAD_BUDGET,
  )
  // The wallet side, ENS and the other pages load after the form, by the modules the built files came from.
  const sources = first.files.flatMap((f) => {
    const map = `.cache/e2e-dist${f.file}.map`
    // rolldown's runtime chunk has no map.
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : []
  })
  for (const later of [
    '/wagmi/',
    '/@wagmi/',
    '/@rainbow-me/',
    '/@adraffy/',
    '/ua-parser-js/',
    'src/app/DemoWallet',
    'src/features/activity/',
    'src/features/call/',
    'src/features/embedBuilder/',
    'src/features/depositAddress/',
    'src/features/request/',
    // The first paint is React, the header and the form's skeleton: the app and the form come just after.
    '/@tanstack/',
    '/zod/',
    'src/app/App.tsx',
    'src/features/swap/SwapPanel.tsx',
  ])
    expect(sources.filter((s) => s.includes(later))).toEqual([])
})

test('each page carries its first paint in at most its budget of HTML', () => {
  for (const page of ['embed.html', 'index.html']) {
    const html = sizeOf(`.cache/e2e-dist/${page}`, page)
    test.info().annotations.push({ type: `${page} HTML`, description: `${html.gzip} bytes gzip -9` })
    expect(html.gzip, page).toBeLessThanOrEqual(PAGE_HTML_BUDGET)
    // The form is in it: typeable before any script has run.
    expect(readFileSync(`.cache/e2e-dist/${page}`, 'utf8'), page).toMatch(/<input[^>]*name="pay"/)
  }
})

test('each page names only a small script in its HTML: the first load comes once the HTML is on screen', () => {
  for (const page of ['embed.html', 'index.html']) {
    const named = measureFirstLoad('.cache/e2e-dist', page, { htmlOnly: true })
    test.info().annotations.push({ type: `${page} script`, description: `${named.gzip} bytes gzip -9` })
    expect(named.gzip, named.files.map((f) => `${f.file} ${f.gzip}`).join('\n')).toBeLessThanOrEqual(PAGE_SCRIPT_BUDGET)
    // React is not among it.
    expect(named.files.map((f) => f.file).join(' ')).not.toMatch(/react|first-paint/)
  }
})
