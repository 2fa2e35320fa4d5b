/**
 * Takes a screenshot of a Ferry page in headless Chromium, for looking at what
 * a person sees: `npx tsx scripts/screenshot.ts URL out.png [width]`.
 */
import { chromium } from '@playwright/test'

const [url = 'http://127.0.0.1:5173/', out = '.cache/screenshot.png', width = '1024'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } })
page.on('console', (m) => m.type() === 'error' && console.error('[page]', m.text()))
await page.goto(url)
await page.waitForTimeout(2500)
await page.screenshot({ path: out, fullPage: true })
await browser.close()
console.log(out)
