import { Skeleton, Space, Tag, Typography } from 'antd';
import { useMany } from '@refinedev/core';
import type { FieldSchema } from '../../../schemas/types';
import { useReferenceLabels } from './ReferenceLabels';
import { recordLabel, referenceIds, targetMeta, unreadableLabel } from './referenceIds';
import { useAllowed } from '../../../state/useAllowed';
import { recordColors } from './targetRecords';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

/** Tags of a references value wrap within their cell rather than run under the next column. */
function Labels({
  field,
  ids,
  labels,
  colors,
}: {
  field: FieldSchema;
  ids: string[];
  labels: Map<string, string>;
  colors: Map<string, string>;
}) {
  // A record the read did not bring is not the user's to read: named as such, never by its id.
  const text = (id: string) => labels.get(id) ?? unreadableLabel();
  if (field.type === 'reference') return <span>{text(ids[0])}</span>;
  return (
    <Space size={[0, 4]} wrap>
      {ids.map((id) => (
        <Tag key={id} color={colors.get(id)}>
          {text(id)}
        </Tag>
      ))}
    </Space>
  );
}

/** Reads the labels itself: for a Display with no ReferenceLabels above it (show page, overrides). */
function FetchedLabels({ field, ids }: { field: FieldSchema; ids: string[] }) {
  const target = field.reference!;
  const { result, query } = useMany({ resource: target.resource, ids, meta: targetMeta(target) });
  if (query.isLoading) return <Skeleton.Input active size="small" />;
  const rows = result.data ?? [];
  const labels = new Map(rows.map((r) => [String(r._id), recordLabel(target, r)]));
  return <Labels field={field} ids={ids} labels={labels} colors={recordColors(target, rows)} />;
}

/** The label(s) of the record(s) a reference / references value points at. */
export function ReferenceDisplay({ field, value }: { field: FieldSchema; value: unknown }) {
  const ids = referenceIds(value);
  const known = useReferenceLabels(field.reference?.resource ?? '');
  // The user's roles do not let them list the target: its names are not theirs to read (docs/requirements.md §10.2).
  const readable = useAllowed(field.reference?.resource ?? '', 'list');
  if (!field.reference) return <Typography.Text type="danger">{t('referenceTargetMissing', { label: field.label })}</Typography.Text>;
  if (!ids.length) return <Typography.Text type="secondary">-</Typography.Text>;
  if (!readable || known?.denied) return <Typography.Text type="secondary">{unreadableLabel()}</Typography.Text>;
  if (!known || ids.some((id) => !known.labels.has(id) && !known.loading)) return <FetchedLabels field={field} ids={ids} />;
  if (known.loading) return <Skeleton.Input active size="small" />;
  return <Labels field={field} ids={ids} labels={known.labels} colors={known.colors} />;
}
