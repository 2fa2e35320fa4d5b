import type { Queryable } from './Queryable'

/**
 * One multi-row INSERT: `into` names the table and its columns, each row
 * gives their values in that order. Every table's insert goes through here,
 * so a batch of seeded records and a single live row are written alike.
 */
export async function insertRows<Returned = never>(
  db: Queryable,
  statement: { into: string; rows: readonly (readonly unknown[])[]; suffix?: string },
): Promise<Returned[]> {
  if (statement.rows.length === 0) return []
  const params: unknown[] = []
  const values = statement.rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(',')})`)
  const suffix = statement.suffix ? ` ${statement.suffix}` : ''
  const { rows } = await db.query<Returned>(`INSERT INTO ${statement.into} VALUES ${values.join(',')}${suffix}`, params)
  return rows
}
