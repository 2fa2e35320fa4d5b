import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'

export type ContractName =
  | 'WETH9'
  | 'FerryUSDC'
  | 'FerryToken'
  | 'FerryDepository'
  | 'FerryPool'
  | 'FerryRouter'
  | 'FerryVault'
  | 'FerryDepositFactory'
  | 'FerryTetherToken'
  | 'FerryBatchExecutor'
export type CompiledContracts = Record<ContractName, { bytecode: Hex }>

const here = dirname(fileURLToPath(import.meta.url))
const SOURCES_DIR = join(here, 'sol')
/** Shared by every data dir on this machine: the output depends only on the sources. */
export const DEFAULT_SOLC_CACHE_DIR = resolve(here, '../../node_modules/.cache/ferry-solc')

export const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Pinned so the bytecode does not change with the compiler's default.
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['evm.bytecode.object'] } },
} as const

export const CONTRACT_NAMES: readonly ContractName[] = [
  'WETH9',
  'FerryUSDC',
  'FerryToken',
  'FerryDepository',
  'FerryPool',
  'FerryRouter',
  'FerryVault',
  'FerryDepositFactory',
  'FerryTetherToken',
  'FerryBatchExecutor',
]

export interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { evm: { bytecode: { object: string } }; abi: unknown[] }>>
}

/**
 * Compiles `contracts/sol/*.sol` with solc-js. Loading and running the wasm
 * compiler costs seconds, so the result is cached under a key made of the
 * sources, the settings and the compiler version.
 */
export async function compileContracts(options: { cacheDir?: string } = {}): Promise<CompiledContracts> {
  const cacheDir = options.cacheDir ?? DEFAULT_SOLC_CACHE_DIR
  const sources = await readSources()

  const solcVersion = await readSolcVersion()
  const key = createHash('sha256')
    .update(JSON.stringify({ solcVersion, SETTINGS: SOLC_SETTINGS, sources }))
    .digest('hex')
    .slice(0, 32)
  const cacheFile = join(cacheDir, `${key}.json`)
  const cached = await readFile(cacheFile, 'utf8').then(
    (text) => JSON.parse(text) as CompiledContracts,
    () => undefined,
  )
  if (cached && CONTRACT_NAMES.every((n) => cached[n]?.bytecode)) return cached

  const { default: solc } = await import('solc')
  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: 'Solidity', sources, settings: SOLC_SETTINGS })),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0)
    throw new Error(`Solidity compilation failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)

  const compiled = {} as CompiledContracts
  for (const name of CONTRACT_NAMES) {
    const object = output.contracts?.[`${name}.sol`]?.[name]?.evm.bytecode.object
    if (!object) throw new Error(`solc produced no bytecode for ${name}`)
    compiled[name] = { bytecode: `0x${object}` }
  }

  // A failed cache write only costs the next start a compile.
  await mkdir(cacheDir, { recursive: true })
    .then(async () => {
      const tmp = `${cacheFile}.${process.pid}.tmp`
      await writeFile(tmp, JSON.stringify(compiled))
      await rename(tmp, cacheFile)
    })
    .catch(() => undefined)
  return compiled
}

export async function readSources(): Promise<Record<string, { content: string }>> {
  const files = (await readdir(SOURCES_DIR)).filter((f) => f.endsWith('.sol')).sort()
  const sources: Record<string, { content: string }> = {}
  for (const file of files) sources[file] = { content: await readFile(join(SOURCES_DIR, file), 'utf8') }
  return sources
}

/**
 * A fingerprint of the contract sources and compiler settings, kept in
 * `deployment.json`: a saved deployment made from other sources is deployed
 * again, so an old data dir never keeps old bytecode. Cheap (no compile).
 */
export async function contractSourcesHash(): Promise<string> {
  const sources = await readSources()
  return createHash('sha256')
    .update(JSON.stringify({ SETTINGS: SOLC_SETTINGS, sources }))
    .digest('hex')
    .slice(0, 32)
}

async function readSolcVersion(): Promise<string> {
  const pkgPath = createRequire(import.meta.url).resolve('solc/package.json')
  return (JSON.parse(await readFile(pkgPath, 'utf8')) as { version: string }).version
}
