import type { FieldSchema, FieldType, ResourceSchema } from '../../../src/schemas/types';
import { fieldTypeLabel } from '../../../src/schemas/designCheck';
import { badRequest } from '../core/errors';
import { fieldColumn } from './columns';
import { FIELD_TYPE_SPECS, specOf, storageKindOf } from '../../../src/schemas/fieldTypes';
import type { FieldTypeSpec, StorageKind } from '../../../src/schemas/fieldTypes/spec';
import { isFreeText } from './free-text';
import { linkedFields } from './links';
import { storedFields } from './codec';
import { t as ts } from '../messages/zh-CN/serverBusiness';
import { shownLabel } from '../messages/shown-labels';

/**
 * What publishing a designed resource does to its table (docs/requirements.md §10.3), worked out before anything is
 * written: the columns to add, the columns to widen, and a summary an admin reads in the version
 * history. A removed field keeps its column (its data comes back if the field does); a change of
 * type that could lose or misread stored values is refused naming the field.
 */
export interface PublishPlan {
  /** New columns with their storage kind. */
  add: Array<{ column: string; kind: StorageKind }>;
  /** Columns whose type widens (integer → real: 整数 → 小数). */
  widen: Array<{ column: string; kind: StorageKind }>;
  /** Every column the table has for fields once published, with the type last stored in it (the design's `columns`). */
  columns: Record<string, ColumnRecord>;
  /** 新增字段：型号、状态；删除字段：备注 … */
  summary: string;
  /**
   * References fields whose filter starts now (filterable now, not in the version before): their link
   * tables were never written, or not since they stopped being filtered, and are rebuilt from the records.
   */
  relink: string[];
}

/** A column a design made: its storage kind and the field type whose values it last held. */
interface ColumnRecord {
  kind: StorageKind;
  type?: string;
}

/** A design's columns as stored (a bare kind: the first designs, before types were kept). */
export type StoredColumns = Readonly<Record<string, ColumnRecord | StorageKind>>;

const record = (v: ColumnRecord | StorageKind): ColumnRecord => (typeof v === 'string' ? { kind: v } : v);

/**
 * Text a person reads as it is stored: typed (请输入) or given as a typed default, as opposed to an id
 * looked up (关联记录), a moment read in the reader's time zone (日期时间) or a file's address (图片).
 */
const readsAsStored = (spec: FieldTypeSpec) =>
  spec.storage === 'text' && spec.defaults.textual && (spec.required === 'input' || spec.designer?.default === 'typed');

/** An integer column widening to a real one whose values read alike (整数 → 小数; not 金额's cents, 百分比, 评分's stars). */
const widens = (from: FieldTypeSpec, to: FieldTypeSpec) => from.storage === 'integer' && to.storage === 'real' && from.text === to.text;

/**
 * Whether a column that held values of type `held` keeps every one readable as type `type`: text
 * read as stored becoming free text (free-text.ts), or a widening. Read from the specs.
 */
function safeChange(held: string, type: FieldType): boolean {
  const from = FIELD_TYPE_SPECS[held as FieldType] as FieldTypeSpec | undefined;
  if (!from || held === type) return held === type;
  return (isFreeText({ type }) && readsAsStored(from)) || widens(from, FIELD_TYPE_SPECS[type]);
}

/** A field whose kind may be stored in a column of `column` kind: the same, or an integer in a real column. */
const fits = (field: StorageKind, column: StorageKind) => field === column || (field === 'integer' && column === 'real');

const list = (names: string[]) => names.join('、');

/**
 * The plan from the version served now (`before`, null for a first publish) and the columns the
 * table already has, to `next`. `rollback`: going back to an earlier version, whose types the kept
 * columns were made for (a 小数 column written since holds 整数 values read back as they are).
 */
export function planPublish(before: ResourceSchema | null, next: ResourceSchema, columns: StoredColumns, rollback = false): PublishPlan {
  const r = next.label;
  const old = new Map((before?.fields ?? []).map((f) => [f.name, f]));
  const now = new Map(next.fields.map((f) => [f.name, f]));
  const out: PublishPlan = {
    add: [],
    widen: [],
    columns: Object.fromEntries(Object.entries(columns).map(([c, v]) => [c, record(v)])),
    summary: '',
    relink: [],
  };
  const changed: string[] = [];
  for (const f of storedFields(next.fields)) {
    const column = fieldColumn(f);
    const kind = storageKindOf(f);
    const was = old.get(f.name);
    const have = out.columns[column];
    // What the column holds now: the type it was last published with, even when the field was removed
    // since, or the version before (a rollback, a field added again, are checked like any change).
    const held = have?.type ?? was?.type;
    // Back to 整数 over a column widened to 小数 since: the values read back as they are stored.
    const narrowBack = rollback && held !== undefined && held in FIELD_TYPE_SPECS && widens(specOf(f), FIELD_TYPE_SPECS[held as FieldType]);
    if (held && !safeChange(held, f.type) && !narrowBack) {
      const refusal = was && was.type !== f.type ? 'typeChangeRefused' : 'columnHeldType';
      throw badRequest(() =>
        ts(refusal, {
          resource: shownLabel(r),
          label: shownLabel(f.label),
          name: f.name,
          from: fieldTypeLabel(held),
          to: fieldTypeLabel(f.type),
        }),
      );
    }
    if (have === undefined) {
      out.add.push({ column, kind });
      out.columns[column] = { kind, type: f.type };
    } else if (have.kind === 'integer' && kind === 'real') {
      out.widen.push({ column, kind });
      out.columns[column] = { kind, type: f.type };
    } else if (!fits(kind, have.kind)) {
      throw badRequest(() => ts('columnHeldOther', { resource: shownLabel(r), name: f.name, label: shownLabel(f.label) }));
    } else out.columns[column] = { kind: have.kind, type: f.type };
  }
  for (const f of next.fields) {
    const was = old.get(f.name);
    if (!was) continue;
    const what: string[] = [];
    if (was.type !== f.type) what.push(`${fieldTypeLabel(was.type)}→${fieldTypeLabel(f.type)}`);
    if (was.label !== f.label) what.push(`名称 ${was.label}→${f.label}`);
    if (!what.length && JSON.stringify(normalised(was)) !== JSON.stringify(normalised(f))) what.push('设置');
    if (what.length) changed.push(`${f.label}（${what.join('，')}）`);
  }
  const linkedBefore = new Set(before ? linkedFields(before).map((f) => f.name) : []);
  out.relink = linkedFields(next)
    .map((f) => f.name)
    .filter((name) => !linkedBefore.has(name));
  const added = next.fields.filter((f) => !old.has(f.name)).map((f) => f.label);
  const removed = [...old.values()].filter((f) => !now.has(f.name)).map((f) => f.label);
  const parts: string[] = [];
  if (!before) parts.push(`首次发布，${next.fields.length} 个字段：${list(next.fields.map((f) => f.label))}`);
  else {
    if (before.label !== next.label) parts.push(`名称改为 ${next.label}`);
    if (added.length) parts.push(`新增字段：${list(added)}`);
    if (removed.length) parts.push(`删除字段：${list(removed)}（数据保留）`);
    if (changed.length) parts.push(`修改字段：${list(changed)}`);
    const kept = (s: ResourceSchema) =>
      s.fields
        .map((f) => f.name)
        .filter((n) => old.has(n) && now.has(n))
        .join(',');
    if (kept(before) !== kept(next)) parts.push('调整了字段顺序');
    if (JSON.stringify(settings(before)) !== JSON.stringify(settings(next))) parts.push('修改了列表或菜单设置');
  }
  out.summary = parts.length ? parts.join('；') : '无变化';
  return out;
}

/** A field without its label and type (compared apart), for "its settings changed". */
const normalised = ({ label: _l, type: _t, ...rest }: FieldSchema) => rest;
/** What else a version may change: title, list settings, menu placement, icon. */
const settings = (s: ResourceSchema) => ({
  titleField: s.titleField,
  list: s.list ?? null,
  icon: s.icon ?? null,
  parent: s.parent ?? null,
  form: s.form ?? null,
});
