import { accessSync, constants } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'

/**
 * Finds anvil: the pinned `@foundry-rs/anvil-linux-amd64` package first
 * (what `npm ci` installs here), then an `anvil` on PATH (other platforms).
 */
export function resolveAnvilBinary(): string {
  const fromEnv = process.env.FERRY_ANVIL_BIN
  if (fromEnv && isExecutable(fromEnv)) return fromEnv
  try {
    const pkg = createRequire(import.meta.url).resolve('@foundry-rs/anvil-linux-amd64/package.json')
    const bin = join(dirname(pkg), 'bin', 'anvil')
    if (isExecutable(bin)) return bin
  } catch {
    // Optional dependency: absent on platforms other than linux x64.
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue
    const bin = join(dir, process.platform === 'win32' ? 'anvil.exe' : 'anvil')
    if (isExecutable(bin)) return bin
  }
  throw new Error(
    'anvil was not found. On linux x64 run `npm install` (it installs @foundry-rs/anvil-linux-amd64); ' +
      'elsewhere install Foundry (https://getfoundry.sh, then `foundryup`) so that `anvil` is on PATH, ' +
      'or point FERRY_ANVIL_BIN at an anvil binary.',
  )
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}
