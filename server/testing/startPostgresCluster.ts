import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where Debian's `postgresql` package puts each version's server binaries. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql'

export interface PostgresCluster {
  /** postgres://ferry@127.0.0.1:<port>/postgres, trust authentication. */
  url: string
  stop(): Promise<void>
}

/** The newest installed `/usr/lib/postgresql/<version>/bin`, or a failure that says how to get one. */
export function postgresBinDir(): string {
  const versions = existsSync(DEBIAN_POSTGRES_ROOT)
    ? readdirSync(DEBIAN_POSTGRES_ROOT)
        .filter((v) => existsSync(join(DEBIAN_POSTGRES_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0])
    throw new Error(
      `PostgreSQL server binaries are missing (no ${DEBIAN_POSTGRES_ROOT}/*/bin/initdb): install Debian's postgresql (apt-get install -y postgresql; npm test and .ci/run do it when run as root)`,
    )
  return join(DEBIAN_POSTGRES_ROOT, versions[0], 'bin')
}

/**
 * A throwaway PostgreSQL server in a temp dir, on a free port and a socket dir of its own, for tests against the real
 * thing. PostgreSQL refuses to run as root, so under root its commands run as the `postgres` OS user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir()
  const dir = mkdtempSync(join(tmpdir(), 'ferry-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const full = join(bin, command)
    execFileSync(asRoot ? 'runuser' : full, asRoot ? ['-u', 'postgres', '--', full, ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  }
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const log = join(dir, 'server.log')
  try {
    run('initdb', ['-D', data, '-U', 'ferry', '--auth=trust', '-E', 'UTF8', '--no-sync'])
    const port = await freePort()
    // Durability is not under test here; fsync off keeps a loaded machine fast.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`
    run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start'])
    let stopped = false
    return {
      url: `postgres://ferry@127.0.0.1:${port}/postgres`,
      stop: async () => {
        if (stopped) return
        stopped = true
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
        } finally {
          rmSync(dir, { recursive: true, force: true })
        }
      },
    }
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''
    rmSync(dir, { recursive: true, force: true })
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? ''
    throw new Error(`could not start PostgreSQL: ${(error as Error).message}\n${stderr}\n${serverLog}`)
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}
