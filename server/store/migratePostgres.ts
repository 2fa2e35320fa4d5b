import type { Sql } from 'postgres'

/** One lock for every instance's migration: they queue on it, and the later ones find nothing left to do. */
const MIGRATION_LOCK_KEY = 0x66_65_72_72_79 // "ferry"

/**
 * The schema, in order; a migration once released is never edited, a change is a new entry. Version n is
 * `MIGRATIONS[n - 1]`.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE ferry_site_events (
     seq bigint PRIMARY KEY,
     network text NOT NULL,
     received_at bigint NOT NULL,
     signature text NOT NULL,
     signature_timestamp bigint NOT NULL,
     body_hash text NOT NULL,
     event json NOT NULL,
     -- The replay guard across instances: the database refuses the second copy, whoever asks first.
     CONSTRAINT ferry_site_events_signature_unique UNIQUE (signature),
     CONSTRAINT ferry_site_events_body_unique UNIQUE (network, body_hash)
   )`,
]

/**
 * Brings the schema to the newest version, in one transaction under an advisory lock, so that instances started
 * together do not race: the first migrates, the others wait and then see the version it wrote.
 */
export async function migratePostgres(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`
    await tx`CREATE TABLE IF NOT EXISTS ferry_schema_version (version integer NOT NULL)`
    const [row] = await tx<{ version: number }[]>`SELECT max(version) AS version FROM ferry_schema_version`
    const current = row?.version ?? 0
    if (current > MIGRATIONS.length)
      throw new Error(`the database's schema (version ${current}) is newer than this site server knows: upgrade it`)
    for (let version = current + 1; version <= MIGRATIONS.length; version++) {
      await tx.unsafe(MIGRATIONS[version - 1]!)
      await tx`INSERT INTO ferry_schema_version (version) VALUES (${version})`
    }
    return MIGRATIONS.length
  })
}
