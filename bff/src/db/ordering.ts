// PostgreSQL puts NULLs first when sorting DESC and SQLite puts them last; every ORDER BY on a
// nullable column states where NULLs go, so both databases answer in the same order.
import type { OrderItem } from 'sequelize';

export function nullsLast(column: string, direction: 'ASC' | 'DESC'): OrderItem {
  return [column, `${direction} NULLS LAST`];
}

export function nullsFirst(column: string, direction: 'ASC' | 'DESC'): OrderItem {
  return [column, `${direction} NULLS FIRST`];
}
