import { createHash } from 'node:crypto'
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { storeMigrations } from './storeMigrations'

export interface OpenDatabaseOptions {
  /** Where a migrated, empty database is kept to copy from, so a fresh data dir skips initdb (~3 s). */
  templateCacheDir?: string
}

const here = dirname(fileURLToPath(import.meta.url))
const DEFAULT_TEMPLATE_CACHE_DIR = resolve(here, '../../node_modules/.cache/ferry-pglite')

/** Opens (or creates from the template) the PGlite database in `dir` and runs the migrations it lacks. */
export async function openDatabase(dir: string, options: OpenDatabaseOptions = {}): Promise<PGlite> {
  const exists = await stat(join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  )
  if (!exists) await copyTemplate(dir, options.templateCacheDir ?? DEFAULT_TEMPLATE_CACHE_DIR)
  const db = await PGlite.create(dir)
  await migrate(db)
  return db
}

async function migrate(db: PGlite): Promise<void> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at bigint NOT NULL)',
  )
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations')
  const applied = new Set(rows.map((r) => r.version))
  for (const [index, sql] of storeMigrations.entries()) {
    const version = index + 1
    if (applied.has(version)) continue
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [version, Date.now()])
    })
  }
}

/**
 * initdb in wasm takes seconds; copying a migrated empty database takes a
 * fraction. The template is keyed by the PGlite version and the schema, and
 * built in a temp dir then renamed, so concurrent devnets cannot see half of one.
 */
async function copyTemplate(dir: string, cacheDir: string): Promise<void> {
  const version = await pgliteVersion()
  const key = createHash('sha256').update(JSON.stringify({ version, storeMigrations })).digest('hex').slice(0, 16)
  const template = join(cacheDir, `template-${key}`)
  const ready = await stat(join(template, 'PG_VERSION')).then(
    () => true,
    () => false,
  )
  if (!ready) {
    const building = `${template}.${process.pid}.${Date.now()}.tmp`
    try {
      await mkdir(cacheDir, { recursive: true })
      const db = await PGlite.create(building)
      await migrate(db)
      await db.close()
      await rename(building, template).catch(async (error: NodeJS.ErrnoException) => {
        // Someone else finished first; theirs is as good as ours.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error
        await rm(building, { recursive: true, force: true })
      })
    } catch {
      // No writable cache: build in place (slower, same result).
      await rm(building, { recursive: true, force: true })
      return
    }
  }
  await mkdir(dirname(dir), { recursive: true })
  await cp(template, dir, { recursive: true })
}

/** The package does not export its package.json, so walk up from its entry point. */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  for (;;) {
    const pkg = await readFile(join(dir, 'package.json'), 'utf8').then(
      (text) => JSON.parse(text) as { name?: string; version?: string },
      () => undefined,
    )
    if (pkg?.name === '@electric-sql/pglite' && pkg.version) return pkg.version
    const parent = dirname(dir)
    if (parent === dir) return 'unknown'
    dir = parent
  }
}
