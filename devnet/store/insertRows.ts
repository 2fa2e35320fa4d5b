import { addressKey } from '../../src/lib/addressKey'
import type { Queryable } from './Queryable'

/** How a table's rows are written. */
export interface InsertStatement {
  table: string
  /** The columns, comma-separated; each value is the record's camelCase field of that name. */
  columns: string
  /** Columns stored lowercase (addresses, hashes, ids). */
  lowercase?: readonly string[]
  /** jsonb columns, written as JSON (SQL NULL for a missing value). */
  json?: readonly string[]
  /** After VALUES: ON CONFLICT, RETURNING. */
  suffix?: string
}

/**
 * One multi-row INSERT of `records`. Every table's insert goes through here,
 * so a batch of seeded records and a single live row are written alike:
 * bigints as decimal strings, undefined as NULL.
 */
export async function insertRows<Returned = never>(
  db: Queryable,
  statement: InsertStatement,
  records: readonly object[],
): Promise<Returned[]> {
  if (records.length === 0) return []
  const columns = statement.columns.split(',').map((column) => column.trim())
  const fields = columns.map((column) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()))
  const params: unknown[] = []
  const values = records.map((record) => {
    const row = record as Record<string, unknown>
    return `(${columns.map((column, i) => `$${params.push(sqlValue(statement, column, row[fields[i]!]))}`).join(',')})`
  })
  const suffix = statement.suffix ? ` ${statement.suffix}` : ''
  const { rows } = await db.query<Returned>(
    `INSERT INTO ${statement.table} (${columns.join(', ')}) VALUES ${values.join(',')}${suffix}`,
    params,
  )
  return rows
}

function sqlValue(statement: InsertStatement, column: string, value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (statement.json?.includes(column)) return JSON.stringify(value)
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string' && statement.lowercase?.includes(column)) return addressKey(value)
  return value
}
