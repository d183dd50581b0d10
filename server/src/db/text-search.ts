import { sql, type SqlBool, type RawBuilder } from 'kysely';
import type { DialectName } from './client';

/**
 * `column` contains `text`, case-insensitively on both databases, with `%`, `_` and `\` in the
 * text matched literally (a search for `crud_` must not match `crudX`).
 */
export function containsText(column: string, text: string, dialect: DialectName): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
