import { createHash } from 'node:crypto';
import { CompiledQuery, type Compilable } from 'kysely';

/** Marks a value bound per call. Only ever built here, at compile time, never from a request. */
const SLOT = '\u0000slot:';

type Param = { slot: string } | { constant: unknown };

interface Template {
  sql: string;
  params: Param[];
  /** Set for a plan-stable shape: the name its statement keeps on the database (pg-named-statements.ts). */
  statement?: string;
}

/** A query bound from a template; `statement` names a plan-stable one (`bind`'s `stablePlan`). */
export type TemplateQuery = CompiledQuery & { readonly statement?: string };

/**
 * Whether the best plan of a shape is the same whatever its values: a look-up by key (a record by its
 * id, the lines of one record). PostgreSQL may then plan it once per connection and reuse the plan;
 * a shape whose best plan depends on the values (a search term's rarity, a filter's share of the rows)
 * is planned at every call, as PostgreSQL plans an unnamed statement.
 */
export interface BindOptions {
  stablePlan?: boolean;
}

/** The name a plan-stable statement is kept under: from its text, so one text is one name in every process. */
const statementName = (sql: string) => `ace_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;

/** A slot placeholder for `build`: the value of `name` is bound at each call. */
export type Slot = (name: string) => string;

/**
 * Queries compiled once per shape. Kysely builds an operation tree and compiles it to SQL on every
 * call, which on a hot path (a look-up by id, a list page) costs more than SQLite's own work. A
 * shape is built once with placeholders (`slot(name)`) where its values go and compiled; each call
 * binds this call's values by name. The SQL text is then identical across calls, so the driver's
 * prepared-statement cache hits too. One instance per database (the SQL differs by dialect).
 *
 * The key must name everything that changes the SQL text (table, columns, operators, the number
 * of values in an `in` list…); values that change per call must go through `slot`, never be
 * built into the query, or they would be frozen into the template.
 */
export class QueryTemplates {
  private readonly cache = new Map<string, Template>();

  constructor(private readonly max = 2000) {}

  /** This call's query of the shape `key`; `build` runs only the first time the shape is seen. */
  bind(key: string, build: (slot: Slot) => Compilable, values: Record<string, unknown>, opts: BindOptions = {}): TemplateQuery {
    let t = this.cache.get(key);
    if (!t) {
      const compiled = build((name) => SLOT + name).compile();
      t = {
        sql: compiled.sql,
        params: compiled.parameters.map((p) =>
          typeof p === 'string' && p.startsWith(SLOT) ? { slot: p.slice(SLOT.length) } : { constant: p },
        ),
        ...(opts.stablePlan ? { statement: statementName(compiled.sql) } : {}),
      };
      // Shapes are few (resources × filter combinations); the bound keeps a pathological client from growing it.
      if (this.cache.size >= this.max) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, t);
    }
    const params = t.params.map((p) => {
      if ('constant' in p) return p.constant;
      if (!(p.slot in values)) throw new Error(`查询模板 ${key} 缺少参数 ${p.slot}`);
      return values[p.slot];
    });
    const query = CompiledQuery.raw(t.sql, params);
    return t.statement ? { ...query, statement: t.statement } : query;
  }
}
