import { createRequire } from 'node:module';
import type pg from 'pg';

let loaded: typeof pg | undefined;

/**
 * The PostgreSQL driver, loaded when a PostgreSQL database is opened: a server on SQLite never
 * loads it (start-up time and idle memory, docs/performance.md). Synchronous, as opening is.
 */
export function pgDriver(): typeof pg {
  if (loaded) return loaded;
  loaded = createRequire(import.meta.url)('pg') as typeof pg;
  // PostgreSQL returns int8 and numeric as strings to avoid precision loss; our integers
  // (cents, counts) stay far below 2^53, so parse them to numbers like SQLite does.
  loaded.types.setTypeParser(20, (v) => Number(v));
  loaded.types.setTypeParser(1700, (v) => Number(v));
  return loaded;
}
