import { useMemo } from 'react';
import { relatedLists, type ResolvedRelatedList } from '../../schemas/relatedLists';
import type { ResourceSchema } from '../../schemas/types';
import { useAllowed } from '../../state/useAllowed';
import { useServedSchemas } from '../../state/servedSchemas';
import { RelatedPanel } from './RelatedPanel';

/** A panel only for a user who may list its resource: the server would refuse the read (403). */
function AllowedPanel(props: { owner: string; id: string; list: ResolvedRelatedList; listed: ResourceSchema }) {
  return useAllowed(props.listed, 'list') ? <RelatedPanel {...props} /> : null;
}

const NOTHING: readonly string[] = [];

/**
 * What refers to the record `id` of `schema`, under its show page: one RelatedPanel per related
 * list the schemas give (declared in `show.related`, or a reference field of any served resource,
 * added ones included; src/schemas/relatedLists.ts). Used by the generated show page and the
 * hand-written ones alike; `except` leaves out resources the page already shows its own way (the
 * order page's 付款记录).
 */
export function RelatedRecords({ schema, id, except = NOTHING }: { schema: ResourceSchema; id: string; except?: readonly string[] }) {
  const schemas = useServedSchemas();
  const lists = useMemo(() => relatedLists(schema, schemas).filter((l) => !except.includes(l.resource)), [schema, schemas, except]);
  if (lists.length === 0) return null;
  return (
    <div style={{ marginTop: 16 }}>
      {lists.map((list) => (
        <AllowedPanel
          key={`${list.resource}|${list.via}`}
          owner={schema.name}
          id={id}
          list={list}
          listed={schemas.find((s) => s.name === list.resource)!}
        />
      ))}
    </div>
  );
}
