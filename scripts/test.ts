/**
 * Runs every test Ferry has: type check, unit, devnet integration (real
 * anvil), the site server on a real PostgreSQL, end to end (real Chromium
 * against the real devnet). Every stage runs
 * even if an earlier one failed, so one run shows everything; the last line is
 * a plain "N passed, N failed" summary. `--only=unit,e2e` runs a subset;
 * `--under-load[=N]` runs N busy-loop workers beside it (one a core by default).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { startBusyLoad, underLoadWorkers } from './busyLoad'
import { type Counts, playwrightCounts, vitestCounts } from './testResults'

type Stage = {
  name: string
  command: string[]
  results?: string
  read?: (json: unknown) => Counts
  before?: () => boolean
}

const RESULTS = '.cache/results'
const CHROMIUM = process.env.FERRY_CHROMIUM ?? '/usr/bin/chromium'
/** Debian's postgresql package puts each version's initdb, pg_ctl and server here. */
const POSTGRES_ROOT = '/usr/lib/postgresql'

const vitest = (project: string): Stage => ({
  name: project,
  command: [
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${RESULTS}/${project}.json`,
  ],
  results: `${RESULTS}/${project}.json`,
  read: vitestCounts,
})

const stages: Stage[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  // Format, lint and the import boundaries of docs/architecture.md (biome.json); `npm run format` fixes what it can.
  { name: 'lint', command: ['npx', 'biome', 'ci', '.'] },
  vitest('unit'),
  vitest('devnet'),
  { ...vitest('pg'), before: ensurePostgres },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test'],
    results: `${RESULTS}/e2e.json`,
    read: playwrightCounts,
    before: ensureChromium,
  },
]

function ensureChromium(): boolean {
  if (!aptInstall('chromium', () => existsSync(CHROMIUM))) {
    console.error(`End-to-end tests need Chromium at ${CHROMIUM} (apt-get install chromium, or set FERRY_CHROMIUM).`)
    return false
  }
  // The screenshot tests compare pictures made with these fonts (Latin, Arabic, Hebrew, Japanese); without them the
  // pictures differ from the committed ones, so they are installed like Chromium.
  if (!aptInstall(SCREEN_FONTS.join(' '), () => SCREEN_FONTS.every(debianPackageInstalled))) {
    console.error(`The screenshot tests need Debian's ${SCREEN_FONTS.join(' ')} (apt-get install them).`)
    return false
  }
  return true
}

/** Debian's font packages the committed screenshots were made with (e2e/screens/). */
const SCREEN_FONTS = ['fonts-noto-core', 'fonts-noto-cjk']

function debianPackageInstalled(pkg: string): boolean {
  // dpkg-query's own format field, not a template.
  const format = '-f=$' + '{Status}'
  const status = spawnSync('dpkg-query', ['-W', format, pkg], { encoding: 'utf8' })
  return status.status === 0 && status.stdout.includes('install ok installed')
}

/** Installs Debian's package with apt when `present()` is false and we can (root, apt-get); tells whether it now is. */
function aptInstall(pkg: string, present: () => boolean): boolean {
  if (present()) return true
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' })
  if (apt.status === 0 && process.getuid?.() === 0) {
    console.log(`${pkg} is missing; installing Debian's ${pkg} with apt-get...`)
    spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`], {
      stdio: 'inherit',
    })
  }
  return present()
}

/** The pg stage starts its own PostgreSQL servers with the package's initdb and pg_ctl (never a running service). */
function ensurePostgres(): boolean {
  const installed = () =>
    existsSync(POSTGRES_ROOT) && readdirSync(POSTGRES_ROOT).some((v) => existsSync(`${POSTGRES_ROOT}/${v}/bin/initdb`))
  if (aptInstall('postgresql', installed)) return true
  console.error(`The pg stage needs PostgreSQL's ${POSTGRES_ROOT}/<version>/bin/initdb (apt-get install postgresql).`)
  return false
}

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

async function main() {
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
  mkdirSync(RESULTS, { recursive: true })
  const load = underLoadWorkers(process.argv)
  if (load) {
    console.log(`Under load: ${load} busy-loop worker(s) beside the run.`)
    startBusyLoad(load)
  }
  const total: Counts = { passed: 0, failed: 0, skipped: 0 }
  const lines: string[] = []
  const failures: string[] = []
  for (const stage of stages) {
    if (only && !only.includes(stage.name)) continue
    console.log(`\n━━ ${stage.name} ━━ ${stage.command.join(' ')}`)
    const started = Date.now()
    let counts: Counts
    if (stage.before && !stage.before()) {
      counts = { passed: 0, failed: 1, skipped: 0 }
    } else {
      if (stage.results) rmSync(stage.results, { force: true })
      const code = await run(stage.command)
      if (stage.results && stage.read && existsSync(stage.results)) {
        counts = stage.read(JSON.parse(readFileSync(stage.results, 'utf8')))
        if (code !== 0 && counts.failed === 0) counts.failed = 1
      } else {
        // Type check (or a runner that died before reporting): one check, passed or failed by exit code.
        counts = code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 }
      }
    }
    failures.push(...(counts.failures ?? []).map((f) => `  ✗ ${stage.name}: ${f}`))
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
    lines.push(
      `${stage.name.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''} (${Math.round((Date.now() - started) / 1000)} s)`,
    )
  }
  // The failed tests by name just above the summary, so the tail of a long log (all CI keeps) says what failed.
  if (failures.length > 0) console.log(`\nFailed:\n${failures.slice(0, 40).join('\n')}`)
  console.log(`\n${lines.join('\n')}`)
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
  process.exit(total.failed > 0 ? 1 : 0)
}

void main()
