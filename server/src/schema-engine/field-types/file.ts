import type { Selectable } from 'kysely';
import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';
import { acceptText, fileAccepted, fileLimits, formatFileSize, type FileItem } from '../../../../src/domain/fileTypes';
import { validationMessages as say } from '../../../../src/domain/validationMessages';
import { badRequest } from '../../core/errors';
import type { Database } from '../../db/types';
import type { PartWrite, ServerFieldPart } from './spec';
import { shownLabel } from '../../messages/shown-labels';

/** What a write's check reads of an upload. */
type Upload = Pick<
  Selectable<Database['uploaded_files']>,
  'id' | 'resource' | 'field' | 'record_id' | 'name' | 'size' | 'type' | 'created_by'
>;

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((i) => String((i as Partial<FileItem> | null)?.id ?? '')).filter(Boolean) : [];

/**
 * 附件 on the server (docs/schema-engine.md, field types): a write's file values checked and the new
 * files attached to the record, in the write's transaction. Each item must name an upload of the
 * caller's tenant and project made for this resource and field, not attached to another record,
 * uploaded by the caller while unattached, and still within the field's kinds and size; files the
 * record holds already pass as they are. Name, size and type come from the upload (a client's are
 * never kept). A refusal is a 400 naming the field; a rollback leaves new uploads unattached.
 */
export const file: ServerFieldPart = {
  async complete(f, value, write) {
    const { trx, scope, schema } = write;
    const ids = idsOf(value);
    if (new Set(ids).size !== ids.length) throw badRequest(() => say.duplicateItems(shownLabel(f.label)));
    const rows: Upload[] = ids.length
      ? await trx
          .selectFrom('uploaded_files')
          .select(['id', 'resource', 'field', 'record_id', 'name', 'size', 'type', 'created_by'])
          .where('tenant_id', '=', scope.tenantId)
          .where('project_id', '=', scope.projectId)
          .where('id', 'in', ids)
          .execute()
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const held = new Set(idsOf(write.existing?.[f.name]));
    const fresh: string[] = [];
    const items = ids.map((id, i): FileItem => {
      const row = byId.get(id);
      const named = (value as Partial<FileItem>[])[i]?.name ?? id;
      if (!row || !usable(row, schema, f, write, held.has(id))) throw badRequest(() => say.fileUnknown(shownLabel(f.label), String(named)));
      if (!held.has(id)) {
        checkLimits(f, String(row.name), Number(row.size));
        if (row.record_id === null) fresh.push(id);
      }
      return { id, name: String(row.name), size: Number(row.size), type: String(row.type) };
    });
    if (!fresh.length) return items;
    const attached = await trx
      .updateTable('uploaded_files')
      .set({ record_id: write.id })
      .where('tenant_id', '=', scope.tenantId)
      .where('id', 'in', fresh)
      .where('record_id', 'is', null)
      .returning('id')
      .execute();
    // Read above without a lock: the sweep of old unattached uploads (areas/platform/uploads/attachment-sweep.ts)
    // or another save may have taken one since. Saving anyway would leave the record naming a file
    // that is gone or another record's, so the write is refused as for a stale upload.
    const taken = new Set(attached.map((r) => r.id));
    const lost = fresh.find((id) => !taken.has(id));
    if (lost) {
      const name = String(byId.get(lost)!.name);
      throw badRequest(() => say.fileUnknown(shownLabel(f.label), name));
    }
    return items;
  },
  docs: { value: '附件：先以 POST /upload/file 上传，再在记录中给出其 id；下载：GET /upload/file?id=' },
};

/**
 * Whether an upload may be put in this field of this record: made for it, and either the record's
 * already or still unattached and the caller's own (a server write may attach anyone's).
 */
function usable(row: Upload, schema: ResourceSchema, f: FieldSchema, write: PartWrite, held: boolean): boolean {
  if (row.resource !== schema.name || row.field !== f.name) return false;
  if (held || row.record_id === write.id) return true;
  return row.record_id === null && (write.trusted || row.created_by === write.userId);
}

/** The field's kinds and size, as the upload was checked against (the field may have narrowed since). */
function checkLimits(f: FieldSchema, name: string, size: number): void {
  const limits = fileLimits(f);
  if (!fileAccepted(limits.accept, name)) throw badRequest(() => say.fileType(shownLabel(f.label), acceptText(limits.accept)));
  if (size > limits.maxSize) throw badRequest(() => say.fileSize(shownLabel(f.label), formatFileSize(limits.maxSize)));
}
