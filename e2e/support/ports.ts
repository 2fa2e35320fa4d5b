/** Ports of the devnet and widget the end-to-end run starts (away from `npm start`'s defaults). */
export const E2E = {
  servicePort: 18790,
  chainPort: 18545,
  widgetPort: 14173,
  dataDir: '.devnet-e2e',
  apiKey: 'ferry-devnet-key',
} as const

export const E2E_SERVICE_URL = `http://127.0.0.1:${E2E.servicePort}`
export const E2E_WIDGET_URL = `http://127.0.0.1:${E2E.widgetPort}`
