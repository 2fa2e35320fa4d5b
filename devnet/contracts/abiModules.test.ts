import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ABI_MODULES, moduleAbi } from './abiModules'
import { compileAbis } from './compileAbis'

const root = join(import.meta.dirname, '../..')

describe('generated ABI modules', () => {
  it('hold what solc emits from the contracts today (run `npm run abis` after changing a contract)', async () => {
    const abis = await compileAbis()
    for (const module of ABI_MODULES) {
      const checkedIn = (await import(join(root, module.path))) as Record<string, unknown>
      expect(checkedIn[module.exportName], module.path).toEqual(moduleAbi(module, abis))
    }
  }, 120_000)
})
