import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import ExcelJS from 'exceljs';

/**
 * The export's comparison point: Fastify + better-sqlite3 + exceljs's streaming writer, no auth,
 * no scope checks, no field types, no titles — every customer row's columns as stored, straight into
 * an .xlsx. Same file, same library, so the difference is the engine's cost.
 * Usage: tsx bench/bare-export.ts <sqlite file> <port> <tenantId> <projectId>
 */
const [file, port, tenantId, projectId] = process.argv.slice(2);
const db = new SQLite(file, { readonly: true });
const rows = db.prepare(
  `select name, type, contact_name, contact_value, region, address, created_at from customer
   where tenant_id = ? and project_id = ? and deleted_at is null order by created_at desc, id desc`,
);

/** A 省市区 column (`code|{"codes":…,"names":…}`) as its names, as the engine exports it; written here, not imported. */
const regionNames = (column: unknown): string | null => {
  if (typeof column !== 'string') return null;
  const names = (JSON.parse(column.slice(column.indexOf('|') + 1)) as { names?: string[] }).names;
  return names?.join(' ') ?? null;
};

const app = Fastify({ logger: false });
app.get('/export', async (_req, reply) => {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet('客户');
  sheet.columns = ['客户名称', '客户类型', '联系人', '联系号码', '地区', '地址', '创建时间'].map((header) => ({ header }));
  void (async () => {
    for (const r of rows.iterate(tenantId, projectId) as Iterable<Record<string, unknown>>) {
      sheet
        .addRow([r.name, r.type, r.contact_name, r.contact_value, regionNames(r.region), r.address, new Date(String(r.created_at))])
        .commit();
    }
    sheet.commit();
    await book.commit();
  })();
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(out);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('bare-ready');
