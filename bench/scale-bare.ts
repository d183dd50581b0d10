import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * The floor `npm run bench:scale` measures the engine against: Fastify with hand-written SQL on the
 * same tables, sharing none of the engine's code — no auth, no permission or schema checks, no
 * envelope, no kept totals. The same queries as the engine's lists: scoped by tenant and project,
 * orders of type 0 newest first (order_date desc, id desc), customers not deleted newest first
 * (created_at desc, id desc), a page of 10 and its own COUNT every time; substring search with plain
 * LIKE (SQLite, ASCII case-insensitive) or ILIKE (PostgreSQL) on the searchable columns.
 * Usage: tsx bench/scale-bare.ts <sqlite|postgres> <sqlite file | postgres url> <port> <tenantId> <projectId>
 */
const [dialect, target, port, tenantId, projectId] = process.argv.slice(2);

type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

function sqliteQuery(file: string): Query {
  const db = new SQLite(file, { readonly: true });
  // PostgreSQL's $n become SQLite's ?, the values repeated in the order they appear.
  const statements = new Map<string, { s: SQLite.Statement; order: number[] }>();
  return async (sql, params) => {
    let p = statements.get(sql);
    if (!p) {
      const order = [...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]) - 1);
      statements.set(sql, (p = { s: db.prepare(sql.replace(/\$\d+/g, '?')), order }));
    }
    return p.s.all(...p.order.map((i) => params[i])) as Record<string, unknown>[];
  };
}

function postgresQuery(url: string): Query {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return async (sql, params) => (await pool.query(sql, params)).rows;
}

const query = dialect === 'postgres' ? postgresQuery(target) : sqliteQuery(target);
const like = dialect === 'postgres' ? 'ilike' : 'like';
const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const scoped = 'tenant_id = $1 and project_id = $2';

/** A page of 10 of `table` under `where` (params from $3) and its count. */
async function page(table: string, where: string, params: unknown[], sort: string, pageNo: number) {
  const all = [tenantId, projectId, ...params];
  const rows = await query(`select * from ${table} where ${where} order by ${sort} limit 10 offset ${(Math.max(1, pageNo) - 1) * 10}`, all);
  const [{ n }] = await query(`select count(*) as n from ${table} where ${where}`, all);
  return { rows, total: Number(n) };
}

const app = Fastify({ logger: false });

app.get<{ Querystring: { customerName?: string; pageNo?: string } }>('/orders', async (req) => {
  const name = req.query.customerName;
  return name
    ? page(
        'orders',
        `${scoped} and type = 0 and customer_name ${like} $3 escape '\\'`,
        [pattern(name)],
        'order_date desc, id desc',
        Number(req.query.pageNo ?? 1),
      )
    : page('orders', `${scoped} and type = 0`, [], 'order_date desc, id desc', Number(req.query.pageNo ?? 1));
});

app.get<{ Querystring: { q: string } }>('/customers', async (req) => {
  const term = pattern(req.query.q);
  const search = ['name', 'contact_name', 'contact_value'].map((c) => `${c} ${like} $3 escape '\\'`).join(' or ');
  return page('customer', `${scoped} and deleted_at is null and (${search})`, [term], 'created_at desc, id desc', 1);
});

app.get<{ Querystring: { id: string } }>('/order', async (req, reply) => {
  const [order] = await query(`select * from orders where ${scoped} and id = $3`, [tenantId, projectId, req.query.id]);
  if (!order) return reply.code(404).send({ message: 'not found' });
  const lines = await query(`select * from order_lines where ${scoped} and order_id = $3 order by line_no`, [
    tenantId,
    projectId,
    req.query.id,
  ]);
  return { ...order, lines };
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('bare-ready');
