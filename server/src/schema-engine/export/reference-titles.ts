import type { FieldSchema, ReferenceTarget } from '../../../../src/schemas/types';
import { recordLabel, UNREADABLE_LABEL } from '../../../../src/schemas/referenceLabel';
import { specOf } from '../../../../src/schemas/fieldTypes';
import type { Scope } from '../../core/scope';
import { accessIfHeld, type Asker } from '../../http/permission-guard';
import type { Dto } from '../codec';
import type { ResourceService } from '../resource-service';
import { tenantServiceOf } from '../tenant-service';

/** The title of the record `id` a reference field names. */
export type TitleOf = (field: FieldSchema, id: string) => string;

/** Ids looked up in one list call: the list's own `_id__in` chunk, larger than a client's page. */
const IDS_PER_READ = 500;

const isReference = (f: FieldSchema) => !!specOf(f).refersTo && !!f.reference;
const targetKey = (t: ReferenceTarget) => `${t.resource}\u0000${t.labelField}`;
const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined && v !== '').map(String);

/**
 * The ids each reference target is named by in `records`, over the fields exported (top-level
 * reference fields and those of line items), each id once: one batch per target for a chunk of rows.
 */
export function idsByTarget(fields: FieldSchema[], records: Dto[]): Map<string, { target: ReferenceTarget; ids: Set<string> }> {
  const out = new Map<string, { target: ReferenceTarget; ids: Set<string> }>();
  const add = (f: FieldSchema, value: unknown) => {
    const key = targetKey(f.reference!);
    if (!out.has(key)) out.set(key, { target: f.reference!, ids: new Set() });
    for (const id of idsIn(value)) out.get(key)!.ids.add(id);
  };
  for (const f of fields) {
    if (isReference(f)) for (const r of records) add(f, r[f.name]);
    // Line items: the item fields' references, in each row.
    for (const item of (f.itemFields ?? []).filter(isReference))
      for (const r of records) for (const line of Array.isArray(r[f.name]) ? (r[f.name] as Dto[]) : []) add(item, line?.[item.name]);
  }
  return out;
}

/**
 * Reads titles as the list shows them, through what the list's reference cells read (the target's
 * own list by `_id__in`, src/providers/dataProvider.ts getMany): the caller's right to list the
 * target, its data scope and field rules. A target not theirs to list, or a record they may not
 * read, is 无权查看, never its id. A target that is no schema resource (the staff) answers by its
 * `titles`.
 */
export function titleReader(asker: Asker, scope: Scope, via: ResourceService) {
  const services = asker.server.services;
  /** Per target for the whole export: the service reading it and the caller's access (null: not theirs to list). */
  const readers = new Map<string, Promise<((ids: string[]) => Promise<Map<string, string>>) | null>>();

  async function readerOf(target: ReferenceTarget) {
    const service = await tenantServiceOf(services, scope.tenantId, target.resource);
    if (!service) {
      const external = via.references(target.resource);
      if (!external || !('titles' in external) || !external.titles) return null;
      const titles = external.titles.bind(external);
      return async (ids: string[]) => titles(via.db.kysely, scope, ids);
    }
    const access = await accessIfHeld(asker, target.resource, 'list');
    if (!access) return null;
    return async (ids: string[]) => {
      const { rows } = await service.list(
        scope,
        { pageNo: 1, pageSize: ids.length, conditions: [{ field: '_id', op: 'in', value: ids }] },
        access,
        undefined,
        IDS_PER_READ,
      );
      return new Map(rows.map((r) => [r._id, recordLabel(target, r)]));
    };
  }

  /** The titles of every record `records` name through `fields`, a batch per target. */
  return async function titlesOf(fields: FieldSchema[], records: Dto[]): Promise<TitleOf> {
    const found = new Map<string, Map<string, string>>();
    for (const [key, { target, ids }] of idsByTarget(fields, records)) {
      if (!readers.has(key)) readers.set(key, readerOf(target));
      const read = await readers.get(key)!;
      const titles = new Map<string, string>();
      const all = [...ids];
      if (read)
        for (let i = 0; i < all.length; i += IDS_PER_READ)
          for (const [id, t] of await read(all.slice(i, i + IDS_PER_READ))) titles.set(id, t);
      found.set(key, titles);
    }
    return (field, id) => found.get(targetKey(field.reference!))?.get(id) ?? UNREADABLE_LABEL;
  };
}
