import { defineConfig } from '@playwright/test'
import { E2E, E2E_HOST_URL, E2E_SERVICE_URL, E2E_WIDGET_URL } from './e2e/support/ports'

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: {
    timeout: 20_000,
    // Screenshot tests (e2e/screens.spec.ts): the fonts come with the test command, the clock and animations are fixed.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One committed picture per name, the same on every machine of this kind (no platform suffix).
  snapshotPathTemplate: '{testDir}/screens/{arg}{ext}',
  fullyParallel: false,
  // Two workers on two cores; each worker signs with its own devnet account.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.cache/results/e2e.json' }]],
  globalSetup: './e2e/support/globalSetup.ts',
  projects: [
    { name: 'main', testIgnore: /\.serial\.spec\.ts$/ },
    // Tests that change what every request sees (the devnet's clock, the key's sponsor balance): alone, afterwards.
    { name: 'serial', testMatch: /\.serial\.spec\.ts$/, dependencies: ['main'], workers: 1 },
  ],
  use: {
    baseURL: E2E_WIDGET_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // The built bundle served by the real site server (proxy with the key, webhook receiver, live events), pointed at the e2e devnet.
      command: `rm -rf .cache/e2e-server && npx vite build --outDir .cache/e2e-dist --emptyOutDir && npx tsx server/main.ts`,
      url: E2E_WIDGET_URL,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        VITE_FERRY_LOCAL_SERVICE_URL: E2E_SERVICE_URL,
        // The public testnet's profile, pointed at the devnet (e2e/testnetProfile.spec.ts): no manifest, no key.
        VITE_FERRY_TESTNET_SERVICE_URL: E2E_SERVICE_URL,
        FERRY_TESTNET_SERVICE_URL: E2E_SERVICE_URL,
        FERRY_SERVER_PORT: String(E2E.widgetPort),
        FERRY_SERVER_DIST_DIR: '.cache/e2e-dist',
        FERRY_SERVER_DATA_DIR: '.cache/e2e-server',
        FERRY_LOCAL_API_KEY: E2E.apiKey,
        FERRY_LOCAL_SERVICE_URL: E2E_SERVICE_URL,
        // Fees sponsored up to $1 a request, while the key's sponsor has a balance (only e2e/sponsor.serial.spec.ts gives it one).
        FERRY_LOCAL_SPONSOR_FEES: '1',
        FERRY_LOCAL_SPONSOR_MAX_USD: '1',
        // Fast fills from Activity up to $1,000 a request (e2e/fastFill.serial.spec.ts).
        FERRY_LOCAL_FAST_FILL_MAX_USD: '1000',
      },
    },
    {
      // A page on another origin that embeds the widget (e2e/embed.spec.ts).
      command: `npx tsx e2e/support/serveHostPage.ts ${E2E.hostPort}`,
      url: `${E2E_HOST_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
