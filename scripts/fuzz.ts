/**
 * `npm run fuzz -- --runs 20000 [--seed N]`: the fuzzer of `devnet/fuzz/`
 * (the same properties `npm test` runs with 3000 requests) with N generated
 * requests in all, against a devnet of its own (the devnet test project's
 * globalSetup; FERRY_TEST_PORT_OFFSET moves its ports).
 */
import { spawn } from 'node:child_process'

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`))
  return inline ? inline.slice(name.length + 3) : at >= 0 ? process.argv[at + 1] : undefined
}
const runs = arg('runs') ?? '20000'
if (!/^[1-9]\d*$/.test(runs)) {
  console.error(`--runs must be a positive integer, got "${runs}"`)
  process.exit(2)
}
const seed = arg('seed')
const child = spawn('npx', ['vitest', 'run', '--project', 'devnet', 'devnet/fuzz/'], {
  stdio: 'inherit',
  env: { ...process.env, FERRY_FUZZ_RUNS: runs, ...(seed === undefined ? {} : { FERRY_FUZZ_SEED: seed }) },
})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
