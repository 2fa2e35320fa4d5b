import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ABI_MODULES, moduleAbi, renderAbiModule } from '../devnet/contracts/abiModules'
import { compileAbis } from '../devnet/contracts/compileAbis'

// `npm run abis`: writes the typed ABI modules from solc's output, formatted as Biome would.
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const abis = await compileAbis()
const paths = ABI_MODULES.map((module) => {
  writeFileSync(join(root, module.path), renderAbiModule(module, moduleAbi(module, abis)))
  return module.path
})
execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...paths], { cwd: root, stdio: 'inherit' })
console.log(`wrote ${paths.join(', ')}`)
