import { type Browser, chromium } from '@playwright/test'

/**
 * Headless Chromium (Debian's /usr/bin/chromium unless FERRY_CHROMIUM says
 * otherwise). Every host name but 127.0.0.1 resolves to nothing, so pages
 * cannot reach outside the machine and no request is slowed by interception.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  })
}
