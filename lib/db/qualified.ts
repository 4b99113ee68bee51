import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A column with its table's name ("spectator_purchases"."id"), for the outer column of a
 * correlated subquery written in sql``: Drizzle writes `${column}` without its table in a select
 * from one table, and inside the subquery an unqualified name is read as the subquery's own column
 * when that table has one by the same name (`r.purchase_id = "id"` compares the refund with itself).
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
