/**
 * An app folder with `ferry-widget` installed the way an integrator installs it: the package built, packed with
 * `npm pack`, and the tarball installed with `npm install` (offline: the package has no dependencies). React, its
 * peer, is the app's own: here this repository's, linked in. Used by scripts/widgetPackage.test.ts and
 * e2e/widgetPackage.spec.ts.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildWidgetPackage, WIDGET_PACKAGE_DIR } from './buildWidgetPackage'

const ROOT = resolve(import.meta.dirname, '..')
const REACT = ['react', 'react-dom', 'scheduler', '@types/react', '@types/react-dom', 'csstype']

export async function installWidgetPackage(app: string): Promise<void> {
  await buildWidgetPackage()
  rmSync(app, { recursive: true, force: true })
  mkdirSync(app, { recursive: true })
  execFileSync('npm', ['pack', '--silent', '--pack-destination', app], { cwd: WIDGET_PACKAGE_DIR })
  const tarball = readdirSync(app).find((f) => f.endsWith('.tgz'))!
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }))
  execFileSync(
    'npm',
    ['install', `./${tarball}`, '--offline', '--legacy-peer-deps', '--no-audit', '--no-fund', '--ignore-scripts'],
    { cwd: app, stdio: 'pipe' },
  )
  mkdirSync(join(app, 'node_modules/@types'), { recursive: true })
  for (const dep of REACT) symlinkSync(join(ROOT, 'node_modules', dep), join(app, 'node_modules', dep))
}

/** This repository's TypeScript compiler, for checking an app's use of the package's types. */
export const TSC = join(ROOT, 'node_modules/typescript/bin/tsc')
