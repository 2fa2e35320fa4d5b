/**
 * Builds examples/ the way an integrator would: a copy of the folder in EXAMPLES_DIR (scripts/examplesDir.ts, outside
 * this repository), its dependencies installed from the registry with `npm ci`, then `ferry-widget` installed from the
 * tarball `npm pack` makes of packages/widget (never from source), then each app built with its own tool, pointed at
 * a widget and chains by environment variables. Each step is done again only when what it depends on changed
 * (examples/package-lock.json and the package.json files; the tarball; the app's files and the settings), so a second
 * run installs and builds nothing. Used by e2e/examples.spec.ts.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildWidgetPackage, WIDGET_PACKAGE_DIR } from './buildWidgetPackage'
import { EXAMPLE_ROOTS, EXAMPLES_DIR } from './examplesDir'

const ROOT = resolve(import.meta.dirname, '..')
const SOURCE = join(ROOT, 'examples')
/** What the installed dependencies depend on: when one of these changes, `npm ci` runs again. */
const DEPENDENCY_FILES = ['package.json', 'package-lock.json', 'vite-react/package.json', 'nextjs/package.json']
const quiet = ['--no-audit', '--no-fund', '--loglevel=error']

export type ExampleSettings = {
  /** The widget's embed.html. */
  src: string
  /** The widget's configuration (docs/embedding.md). */
  config: Record<string, unknown>
  /** The app's own chains, for its wagmi. */
  chains: { id: number; name: string; rpcUrl: string }[]
  /** Where the apps are served: `${base}vite-react/`, `${base}nextjs/`, `${base}html/`. */
  base: string
}

export type ExampleTimes = { install: number; vite: number; next: number }

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}
/** Every file of a folder of examples/, for the key of its build. */
const sourcesOf = (dir: string): Buffer[] =>
  readdirSync(join(SOURCE, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .flatMap((file) => [Buffer.from(file), readFileSync(file)])
/** Runs `work` unless the stamp `name` already holds `key` (and `output` is there); returns the milliseconds spent. */
function unlessDone(name: string, key: string, output: string, work: () => void): number {
  const stamp = join(EXAMPLES_DIR, `.done-${name}`)
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key && existsSync(output)) return 0
  const started = Date.now()
  work()
  writeFileSync(stamp, key)
  return Date.now() - started
}

export async function buildExamples(settings: ExampleSettings): Promise<ExampleTimes> {
  const started = Date.now()
  await buildWidgetPackage()
  const dependencies = sha(...DEPENDENCY_FILES.map((file) => readFileSync(join(SOURCE, file))))
  const stamp = join(EXAMPLES_DIR, '.done-dependencies')
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== dependencies)
    rmSync(EXAMPLES_DIR, { recursive: true, force: true })
  cpSync(SOURCE, EXAMPLES_DIR, { recursive: true })
  unlessDone('dependencies', dependencies, join(EXAMPLES_DIR, 'node_modules'), () =>
    execFileSync('npm', ['ci', '--prefer-offline', '--ignore-scripts', ...quiet], {
      cwd: EXAMPLES_DIR,
      stdio: 'inherit',
    }),
  )
  // npm pack gives the same bytes for the same files, so an unchanged package is neither installed nor built again.
  execFileSync('npm', ['pack', '--silent', '--pack-destination', EXAMPLES_DIR], { cwd: WIDGET_PACKAGE_DIR })
  const tarball = join(EXAMPLES_DIR, 'ferry-widget.tgz')
  renameSync(join(EXAMPLES_DIR, readdirSync(EXAMPLES_DIR).find((f) => /^ferry-widget-.*\.tgz$/.test(f))!), tarball)
  const packed = sha(readFileSync(tarball))
  // The tarball as an integrator installs it; --no-save keeps the cached lockfile as it is (the tarball changes).
  unlessDone('ferry-widget', packed, join(EXAMPLES_DIR, 'html/node_modules/ferry-widget'), () => {
    for (const dir of [EXAMPLES_DIR, join(EXAMPLES_DIR, 'html')])
      execFileSync(
        'npm',
        ['install', '--no-save', '--offline', '--ignore-scripts', '--include=dev', ...quiet, tarball],
        {
          cwd: dir,
          stdio: 'inherit',
        },
      )
  })
  const install = Date.now() - started

  const env = (prefix: string) => ({
    [`${prefix}FERRY_SRC`]: settings.src,
    [`${prefix}FERRY_CONFIG`]: JSON.stringify(settings.config),
    [`${prefix}FERRY_CHAINS`]: JSON.stringify(settings.chains),
  })
  const keyOf = (dir: string) => sha(packed, JSON.stringify(settings), ...sourcesOf(dir))
  const bin = (name: string) => join(EXAMPLES_DIR, 'node_modules/.bin', name)
  const vite = unlessDone('vite-react', keyOf('vite-react'), EXAMPLE_ROOTS['vite-react'], () =>
    execFileSync(bin('vite'), ['build', '--logLevel', 'error'], {
      cwd: join(EXAMPLES_DIR, 'vite-react'),
      stdio: 'inherit',
      env: { ...process.env, ...env('VITE_'), FERRY_BASE: `${settings.base}vite-react/` },
    }),
  )
  const next = unlessDone('nextjs', keyOf('nextjs'), EXAMPLE_ROOTS.nextjs, () =>
    execFileSync(bin('next'), ['build'], {
      cwd: join(EXAMPLES_DIR, 'nextjs'),
      stdio: 'pipe',
      env: {
        ...process.env,
        ...env('NEXT_PUBLIC_'),
        NEXT_TELEMETRY_DISABLED: '1',
        FERRY_EXPORT: '1',
        FERRY_BASE_PATH: `${settings.base}nextjs`,
      },
    }),
  )
  writeFileSync(
    join(EXAMPLES_DIR, 'html/ferry.config.js'),
    `export const FERRY = ${JSON.stringify({ src: settings.src, config: settings.config })}\n`,
  )
  return { install, vite, next }
}
