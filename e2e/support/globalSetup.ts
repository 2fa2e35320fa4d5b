import { writeFile, mkdir } from 'node:fs/promises'
import { startDevnet } from '../../devnet/startDevnet'
import { E2E } from './ports'

/** One real devnet for the whole end-to-end run, fresh each time. */
export default async function globalSetup() {
  const devnet = await startDevnet({ dataDir: E2E.dataDir, fresh: true, port: E2E.servicePort, chainPort: E2E.chainPort, quiet: true })
  await mkdir('.cache', { recursive: true })
  await writeFile('.cache/e2e-manifest.json', JSON.stringify(devnet.manifest, null, 2))
  return async () => {
    await devnet.stop()
  }
}
