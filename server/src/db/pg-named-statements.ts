import type pg from 'pg';
import type { TemplateQuery } from './query-templates';

/**
 * PostgreSQL: plan-stable reads (query-templates.ts `stablePlan`: a record by its id, the lines of one
 * record, a list's version) run as named statements, which each connection parses and plans once and
 * then reuses. An unnamed statement is planned at every call, and for a findById planning is most of
 * the database's work: the order-with-lines statement alone ran 2,400–2,700 times a second unnamed and
 * 5,200–6,500 named, ten at a time on 2 cores (docs/decisions.md "Plan-stable reads planned once on
 * PostgreSQL").
 *
 * A table altered since a connection planned a statement over it (a designer's publish adds a column
 * or changes its type, in this process or another) makes PostgreSQL refuse the kept `select *`, whose
 * columns changed ("cached plan must not change result type"). The statement then takes a new name,
 * so every connection plans it afresh, and the read runs once more under it. The pool closes the
 * connection a read failed on; the old name stays planned on the others until they close (the pool
 * closes an idle one after 10 s).
 */
export function namedStatements(pool: pg.Pool) {
  /** How many times each statement was renamed after a table changed under it. */
  const renamed = new Map<string, number>();

  async function run<R>(statement: string, query: TemplateQuery, again: boolean): Promise<R[]> {
    const round = renamed.get(statement) ?? 0;
    const name = round ? `${statement}_${round}` : statement;
    try {
      return (await pool.query({ name, text: query.sql, values: query.parameters as unknown[] })).rows as R[];
    } catch (err) {
      if (again || !stalePlan(err)) throw err;
      // Many reads may meet the change at once: the first renames, the others follow its name.
      if ((renamed.get(statement) ?? 0) === round) renamed.set(statement, round + 1);
      return run<R>(statement, query, true);
    }
  }

  return {
    read: <R>(statement: string, query: TemplateQuery) => run<R>(statement, query, false),
  };
}

/**
 * PostgreSQL's refusal of a kept plan whose result columns changed: SQLSTATE 0A000 raised where it
 * revalidates a cached plan. The routine, not the message, names it: the message follows lc_messages.
 */
function stalePlan(err: unknown): boolean {
  const e = err as { code?: string; routine?: string };
  return e?.code === '0A000' && e.routine === 'RevalidateCachedQuery';
}
