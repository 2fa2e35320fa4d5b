import type { Abi } from 'viem'
import { readSources, SOLC_SETTINGS, type SolcOutput } from './compileContracts'

/**
 * The ABI of every contract in `sol/*.sol` by contract name, as solc emits it (the
 * settings of the deployed bytecode, asking for the ABI instead). What
 * `npm run abis` writes into the typed ABI modules, and what their test
 * compares them with.
 */
export async function compileAbis(): Promise<Record<string, Abi>> {
  const sources = await readSources()
  const { default: solc } = await import('solc')
  const settings = { ...SOLC_SETTINGS, outputSelection: { '*': { '*': ['abi'] } } }
  const output = JSON.parse(solc.compile(JSON.stringify({ language: 'Solidity', sources, settings }))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0)
    throw new Error(`Solidity compilation failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const abis: Record<string, Abi> = {}
  for (const contracts of Object.values(output.contracts ?? {}))
    for (const [name, { abi }] of Object.entries(contracts)) abis[name] = abi as Abi
  return abis
}
