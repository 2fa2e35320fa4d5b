import { homedir } from 'node:os'
import { join } from 'node:path'

const offset = Number(process.env.FERRY_TEST_PORT_OFFSET ?? 0)

/**
 * Where scripts/buildExamples.ts installs and builds examples/: outside this repository, so nothing in them resolves
 * from its node_modules (as in an integrator's app); one folder a port offset, so two runs never share it.
 */
export const EXAMPLES_DIR =
  process.env.FERRY_EXAMPLES_DIR ?? join(homedir(), '.cache', `ferry-examples${offset ? `-${offset}` : ''}`)

/** What the host page serves under /examples/<name>/ (e2e/support/serveHostPage.ts): each app as built. */
export const EXAMPLE_ROOTS = {
  'vite-react': join(EXAMPLES_DIR, 'vite-react/dist'),
  nextjs: join(EXAMPLES_DIR, 'nextjs/out'),
  html: join(EXAMPLES_DIR, 'html'),
} as const
