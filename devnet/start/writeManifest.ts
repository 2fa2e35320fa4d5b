import { join } from 'node:path'
import type { DevnetManifestFile } from '../../src/api/schemas'
import { writeFileAtomic } from '../writeFileAtomic'

/** Writes `<dataDir>/manifest.json`, last, once everything is ready; resolves with its path. */
export async function writeManifest(dataDir: string, manifest: DevnetManifestFile): Promise<string> {
  const path = join(dataDir, 'manifest.json')
  await writeFileAtomic(path, `${JSON.stringify(manifest, null, 2)}\n`)
  return path
}
