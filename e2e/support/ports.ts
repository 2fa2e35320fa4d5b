/**
 * Ports of the devnet and widget the end-to-end run starts (away from `npm start`'s defaults).
 * FERRY_TEST_PORT_OFFSET shifts them, as it does the devnet tests' ports, so two runs can share a machine.
 */
const offset = Number(process.env.FERRY_TEST_PORT_OFFSET ?? 0)

export const E2E = {
  servicePort: 18790 + offset,
  chainPort: 18545 + offset,
  widgetPort: 14173 + offset,
  /** A host page on its own origin, for the embed. */
  hostPort: 14174 + offset,
  dataDir: offset ? `.devnet-e2e-${offset}` : '.devnet-e2e',
  apiKey: 'ferry-devnet-key',
} as const

export const E2E_SERVICE_URL = `http://127.0.0.1:${E2E.servicePort}`
export const E2E_WIDGET_URL = `http://127.0.0.1:${E2E.widgetPort}`
export const E2E_HOST_URL = `http://127.0.0.1:${E2E.hostPort}`
/** Where e2e/widgetPackage.spec.ts builds its host app (the host page serves it under /package-app/). */
export const PACKAGE_APP_DIST = `.cache/e2e-package-app${offset ? `-${offset}` : ''}/dist`
/** Where the run's devnet manifest is written (globalSetup) and read (fixtures): one per offset, so two runs never read each other's. */
export const E2E_MANIFEST_PATH = `.cache/e2e-manifest${offset ? `-${offset}` : ''}.json`
