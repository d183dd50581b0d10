import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMany } from '@refinedev/core';
import type { FieldSchema, ReferenceTarget } from '../../../schemas/types';
import { recordLabel, referenceFields, referenceIds, targetMeta } from './referenceIds';
import { useAllowed } from '../../../state/useAllowed';
import { recordColors } from './targetRecords';

/**
 * Labels (and tag colours, where the target has a colorField) by target resource, then by id;
 * `loading` while a target's records are being read; `denied` when the user's roles do not let
 * them list the target (nothing is read).
 */
interface LabelIndex {
  [resource: string]: { labels: Map<string, string>; colors: Map<string, string>; loading: boolean; denied?: boolean };
}

const LabelsContext = createContext<LabelIndex>({});

/** The labels the nearest ReferenceLabels read for `resource`, if any. */
export function useReferenceLabels(resource: string) {
  return useContext(LabelsContext)[resource];
}

function TargetLabels({ target, ids, children }: { target: ReferenceTarget; ids: string[]; children: ReactNode }) {
  const parent = useContext(LabelsContext);
  const readable = useAllowed(target.resource, 'list');
  const { result, query } = useMany({
    resource: target.resource,
    ids,
    meta: targetMeta(target),
    queryOptions: { enabled: ids.length > 0 && readable },
  });
  const value = useMemo(() => {
    const rows = result.data ?? [];
    const labels = new Map(rows.map((r) => [String(r._id), recordLabel(target, r)]));
    const colors = recordColors(target, rows);
    const loading = readable && ids.length > 0 && query.isLoading;
    return { ...parent, [target.resource]: { labels, colors, loading, denied: !readable } };
  }, [parent, result.data, query.isLoading, target, ids.length, readable]);
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
