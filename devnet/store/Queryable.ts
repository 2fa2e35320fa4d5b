import type { Transaction } from '@electric-sql/pglite'

/** A connection or an open transaction: what a table module runs its statements on. */
export type Queryable = Pick<Transaction, 'query'>
