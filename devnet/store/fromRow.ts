/** How the columns whose stored form differs from the field's are read (bigint columns, numeric amounts). */
export type ColumnReaders<T> = { [K in keyof T]?: (value: never) => T[K] }

/**
 * A row of snake_case columns as the camelCase record the code uses. Only
 * the columns a statement selects come through, so a statement names its
 * columns rather than `*` when the record must not grow.
 */
export function fromRow<T>(row: object, read: ColumnReaders<T> = {}): T {
  const readers = read as Record<string, ((value: unknown) => unknown) | undefined>
  const record: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) {
    const field = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
    const reader = readers[field]
    record[field] = reader ? reader(value) : value
  }
  return record as T
}

/** A bigint column that may be null, as a number. */
export function nullableNumber(value: number | string | null): number | null {
  return value === null || value === undefined ? null : Number(value)
}
