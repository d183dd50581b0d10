import type { FieldSchema, ReferenceTarget } from '../../../../src/schemas/types';
import type { Scope } from '../../core/scope';
import { accessIfHeld, type Asker } from '../../http/permission-guard';
import { fieldColumn } from '../columns';
import { tenantServiceOf } from '../tenant-service';
import type { ExternalTarget } from '../references';
import type { ResourceService } from '../resource-service';
import { titledExternal, type Services } from './import-columns';

/** Titles looked up in one list call. */
const TITLES_PER_READ = 500;

/** What a title names: the ids of the records so called (none: unknown; several: ambiguous). */
export type IdsOf = (field: FieldSchema, title: string) => string[];

const targetKey = (t: ReferenceTarget) => `${t.resource}\u0000${t.labelField}`;

/** The ids an external target's titles name, a read per chunk. */
async function externalIds(target: ExternalTarget, via: ResourceService, scope: Scope, titles: string[]) {
  const ids = new Map<string, string[]>();
  for (let i = 0; i < titles.length; i += TITLES_PER_READ)
    for (const [title, some] of await target.idsByTitle!(via.db.kysely, scope, titles.slice(i, i + TITLES_PER_READ))) ids.set(title, some);
  return ids;
}

/**
 * The ids the titles in an import name, one batch per target (docs/schema-engine.md 导入): read
 * through the target's own list with the caller's `list` right on it, its data scope and deleted
 * records left out, so a title names only what the caller could pick in the form. A target not
 * theirs to list finds nothing (找不到…). A target that is no schema resource (the staff) looks its
 * titles up itself (`idsByTitle`, the rule of its `existing`), found through `via`, the importing list.
 */
export async function resolveTitles(
  asker: Asker,
  scope: Scope,
  services: Services,
  via: ResourceService,
  wanted: Array<{ field: FieldSchema; titles: Iterable<string> }>,
): Promise<IdsOf> {
  const byTarget = new Map<string, { field: FieldSchema; titles: Set<string> }>();
  for (const { field, titles } of wanted) {
    const key = targetKey(field.reference!);
    if (!byTarget.has(key)) byTarget.set(key, { field, titles: new Set() });
    for (const t of titles) byTarget.get(key)!.titles.add(t);
  }
  const found = new Map<string, Map<string, string[]>>();
  for (const [key, { field, titles }] of byTarget) {
    const target = field.reference!;
    const service = await tenantServiceOf(services, scope.tenantId, target.resource);
    const external = service ? undefined : titledExternal(via, field);
    if (external) {
      found.set(key, await externalIds(external, via, scope, [...titles]));
      continue;
    }
    const ids = new Map<string, string[]>();
    found.set(key, ids);
    const label = service?.schema.fields.find((f) => f.name === target.labelField);
    const access = service && label ? await accessIfHeld(asker, target.resource, 'list') : null;
    if (!service || !label || !access) continue;
    const column = fieldColumn(label);
    const all = [...titles];
    for (let i = 0; i < all.length; i += TITLES_PER_READ) {
      const chunk = all.slice(i, i + TITLES_PER_READ);
      // Twice the chunk a page (a title of two records is ambiguous), and page after page while they
      // come back full: a title shared by many records must not crowd the others out.
      const size = chunk.length * 2;
      for (let pageNo = 1; ; pageNo++) {
        const { rows } = await service.list(
          scope,
          { pageNo, pageSize: size, conditions: [] },
          access,
          (eb) => eb(column, 'in', chunk),
          size,
        );
        for (const r of rows) {
          const title = String(r[target.labelField] ?? '');
          ids.set(title, [...(ids.get(title) ?? []), r._id]);
        }
        if (rows.length < size) break;
      }
    }
  }
  return (field, title) => found.get(targetKey(field.reference!))?.get(title) ?? [];
}
