import Fastify from 'fastify';
import SQLite from 'better-sqlite3';

/**
 * The comparison point of the issue: Fastify + better-sqlite3 with hand-written SQL, no auth, no
 * scoping checks, no envelope, no validation. Same database file and the same queries as the
 * engine runs (same filters, sort and tie-break), so the difference is the cost of everything else.
 * Usage: tsx bench/bare-server.ts <sqlite file> <port> <tenantId> <projectId>
 */
const [file, port, tenantId, projectId] = process.argv.slice(2);
const db = new SQLite(file, { readonly: true });
db.pragma('journal_mode = WAL');

const listRows = db.prepare(
  `select * from product where tenant_id = ? and project_id = ? and status = ? order by price desc, id desc limit ? offset ?`,
);
const listCount = db.prepare(`select count(*) as n from product where tenant_id = ? and project_id = ? and status = ?`);
const like = `(name like ? escape '\\' or contact_name like ? escape '\\' or contact_value like ? escape '\\')`;
const searchRows = db.prepare(
  `select * from customer where tenant_id = ? and project_id = ? and deleted_at is null and ${like} order by created_at desc, id desc limit 10`,
);
const searchCount = db.prepare(
  `select count(*) as n from customer where tenant_id = ? and project_id = ? and deleted_at is null and ${like}`,
);
const byId = db.prepare(`select * from product where tenant_id = ? and project_id = ? and id = ?`);

const app = Fastify({ logger: false });
app.get<{ Querystring: { status?: string; pageNo?: string; total?: string } }>('/list', async (req) => {
  const status = Number(req.query.status ?? 1);
  const pageNo = Number(req.query.pageNo ?? 1);
  const rows = listRows.all(tenantId, projectId, status, 10, (pageNo - 1) * 10);
  if (req.query.total === '0') return { rows };
  return { rows, total: (listCount.get(tenantId, projectId, status) as { n: number }).n };
});
app.get<{ Querystring: { q: string } }>('/search', async (req) => {
  const term = `%${req.query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    rows: searchRows.all(tenantId, projectId, term, term, term),
    total: (searchCount.get(tenantId, projectId, term, term, term) as { n: number }).n,
  };
});
app.get<{ Querystring: { _id: string } }>('/findById', async (req) => byId.get(tenantId, projectId, req.query._id) ?? null);

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('bare-ready');
