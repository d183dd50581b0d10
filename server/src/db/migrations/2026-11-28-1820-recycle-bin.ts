import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/** Built-in tables whose records now go to the recycle bin (frozen as of this migration). */
const NEWLY_SOFT = ['product', 'supplier'];
/** …and those that already did. */
const ALREADY_SOFT = ['customer', 'customer_potential'];

/**
 * The recycle bin (docs/recycle-bin.md): 产品, 供应商 and every resource a tenant designs are deleted
 * softly like 客户 and 潜在客户, and each deleted row says who deleted it (`deleted_by`). A product code
 * stays unique among live products only, so a deleted product's code may be used again (a restore
 * that would clash is refused by the service).
 */
/** The columns a table has now (a designed table may hold a field of the name this migration adds). */
async function columnsOf(db: Kysely<any>, dialect: DialectName, table: string): Promise<Set<string>> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(db);
    return new Set(rows.map((r) => r.column_name));
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return new Set(rows.map((r) => r.name));
}

export const recycleBin = (dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    for (const t of NEWLY_SOFT) await db.schema.alterTable(t).addColumn('deleted_at', 'text').execute();
    for (const t of [...NEWLY_SOFT, ...ALREADY_SOFT]) await db.schema.alterTable(t).addColumn('deleted_by', 'text').execute();
    const designed = await db.selectFrom('resource_designs').select('table_name').where('published', 'is not', null).execute();
    for (const { table_name: t } of designed) {
      // A built-in resource's design is its custom fields: its table is one of the above or stays as it is.
      if (!t.startsWith('cr_')) continue;
      const has = await columnsOf(db, dialect, t);
      // A field its admins named 删除时间 / 删除人 (deletedAt, deletedBy) before the names were the system's.
      const taken = ['deleted_at', 'deleted_by'].filter((c) => has.has(c));
      if (taken.length)
        throw new Error(
          `升级失败：自定义资源的数据表 ${t} 已有字段列 ${taken.join('、')}，与回收站的系统列同名。请先在数据模型中把该字段改名（或导出后删除），再启动服务。`,
        );
      await db.schema.alterTable(t).addColumn('deleted_at', 'text').execute();
      await db.schema.alterTable(t).addColumn('deleted_by', 'text').execute();
    }
    await db.schema.dropIndex('product_code_uq').execute();
    await db.schema
      .createIndex('product_code_uq')
      .on('product')
      .columns(['tenant_id', 'project_id', 'code'])
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('product_code_uq').execute();
    await db.schema.createIndex('product_code_uq').on('product').columns(['tenant_id', 'project_id', 'code']).unique().execute();
  },
});
