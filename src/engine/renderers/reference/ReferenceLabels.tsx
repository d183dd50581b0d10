import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMany } from '@refinedev/core';
import type { FieldSchema, ReferenceTarget } from '../../../schemas/types';
import { recordLabel, referenceFields, referenceIds, targetMeta } from './referenceIds';

/** Labels by target resource, then by id; `loading` while a target's records are being read. */
interface LabelIndex {
  [resource: string]: { labels: Map<string, string>; loading: boolean };
}

const LabelsContext = createContext<LabelIndex>({});

/** The labels the nearest ReferenceLabels read for `resource`, if any. */
export function useReferenceLabels(resource: string) {
  return useContext(LabelsContext)[resource];
}

function TargetLabels({ target, ids, children }: { target: ReferenceTarget; ids: string[]; children: ReactNode }) {
  const parent = useContext(LabelsContext);
  const { result, query } = useMany({
    resource: target.resource,
    ids,
    meta: targetMeta(target),
    queryOptions: { enabled: ids.length > 0 },
  });
  const value = useMemo(() => {
    const labels = new Map<string, string>();
    for (const r of result.data ?? []) labels.set(String(r._id), recordLabel(target, r, String(r._id)));
    return { ...parent, [target.resource]: { labels, loading: ids.length > 0 && query.isLoading } };
  }, [parent, result.data, query.isLoading, target, ids.length]);
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>;
}

/**
 * Reads the labels of every record that the reference fields of `rows` point at, one getMany per
 * target resource (not one call per cell), for the Displays below it.
 */
export function ReferenceLabels({
  fields,
  rows,
  children,
}: {
  fields: readonly FieldSchema[];
  rows: ReadonlyArray<Record<string, unknown>>;
  children: ReactNode;
}) {
  const targets = useMemo(() => {
    const byResource = new Map<string, { target: ReferenceTarget; ids: Set<string> }>();
    for (const f of referenceFields(fields)) {
      const entry = byResource.get(f.reference!.resource) ?? { target: f.reference!, ids: new Set<string>() };
      for (const row of rows) for (const id of referenceIds(row?.[f.name])) entry.ids.add(id);
      byResource.set(f.reference!.resource, entry);
    }
    return [...byResource.values()].map((e) => ({ target: e.target, ids: [...e.ids].sort() }));
  }, [fields, rows]);
  return targets.reduceRight<ReactNode>(
    (inner, t) => (
      <TargetLabels key={t.target.resource} target={t.target} ids={t.ids}>
        {inner}
      </TargetLabels>
    ),
    children,
  );
}
