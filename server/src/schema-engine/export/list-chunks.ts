import type { ListQuery } from '../../../../src/schemas/listQuery';
import type { ListResult } from '../../../../src/domain/envelope';
import type { Scope } from '../../core/scope';
import type { Access } from '../../http/permission-guard';
import { childRows } from '../child-rows';
import type { Dto } from '../codec';
import { fieldRules } from '../field-rules';
import type { ResourceService } from '../resource-service';

/**
 * Every row of a list, `size` at a time (an export, docs/decisions.md): one call of the service's own
 * `list` per chunk — its checks, scope, filters, search, sort and field rules — and no connection held
 * between them, so SQLite's one connection serves other requests while the file is written.
 * `items`: line items kept in a table of their own, which a list never reads, are read with each chunk
 * (when the export shows them), less the item fields hidden from the caller.
 */
export async function* listChunks(
  service: ResourceService,
  scope: Scope,
  query: ListQuery,
  access: Access,
  opts: { size: number; items: boolean },
): AsyncGenerator<ListResult<Dto>> {
  const rules = fieldRules(service.schema, access);
  const children = opts.items ? service.schema.fields.filter((f) => f.childTable && !rules.hides(f.name)).map(childRows) : [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await service.list(scope, { ...query, pageNo, pageSize: opts.size }, access, undefined, opts.size);
    let rows = page.rows;
    if (children.length && rows.length) {
      rows = rows.map((r) => ({ ...r }));
      const ids = rows.map((r) => r._id);
      for (const child of children) {
        const byRecord = await child.read(service.db, scope, ids);
        for (const r of rows) r[child.field.name] = byRecord.get(r._id) ?? [];
      }
      rows = rows.map(rules.strip);
    }
    yield { rows, total: page.total };
    if (page.rows.length < opts.size) return;
  }
}
