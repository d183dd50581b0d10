import { useState } from 'react';
import { useCustom, useNavigation } from '@refinedev/core';
import { Card, Table, Typography } from 'antd';
import type { ResolvedRelatedList } from '../../schemas/relatedLists';
import type { ResourceSchema } from '../../schemas/types';
import { fieldsByName } from '../../schemas/listFields';
import { formatCents } from '../../domain/money';
import { CLIENT_NOTICES } from '../../providers/customCalls';
import { ReferenceLabels } from '../renderers/reference/ReferenceLabels';
import { buildColumns } from './listColumns';
import { useFieldRules } from './useFieldRules';
import { useOffered } from './useOffered';
import { useScrollRegion } from './useScrollRegion';
import { t } from '../../i18n/messages/zh-CN/engineRecord';
import { formatNumber } from '../renderers/numberFormat';

type Row = Record<string, unknown>;
interface RelatedPage {
  rows: Row[];
  total: number;
  sums: Record<string, number>;
}

/** A related list is a glance, not the list screen: a few rows a page. */
const RELATED_PAGE_SIZE = 5;

/**
 * One related list of a show page (RelatedRecords): a card titled with the list's title and how
 * many records it holds, a small paged table of `columns` (the first links to each record's show
 * page when the user may open it) and, with `totals`, a 合计 row summing every related record, not
 * only the page (the server sums them, GET /related).
 */
export function RelatedPanel({
  owner,
  id,
  list,
  listed,
}: {
  owner: string;
  id: string;
  list: ResolvedRelatedList;
  listed: ResourceSchema;
}) {
  const [pageNo, setPageNo] = useState(1);
  const { showUrl } = useNavigation();
  // Its columns scroll sideways on a narrow screen, with no link to focus when the list is empty.
  const scrollRegion = useScrollRegion<HTMLDivElement>(list.title);
  // The listed resource as this user may see it: a field their role hides is no column here either.
  const { schema } = useFieldRules(listed);
  const offers = useOffered(schema);
  const { query } = useCustom<RelatedPage>({
    url: '/related',
    method: 'get',
    config: {
      query: { resource: list.resource, owner, via: list.via, id, totals: list.totals?.join(','), pageNo, pageSize: RELATED_PAGE_SIZE },
    },
    ...CLIENT_NOTICES,
  });
  const page = query.isError ? undefined : query.data?.data;
  const fields = fieldsByName(schema, list.columns);
  // The list screen's columns (renderers, widths, the first linking to the record), without 操作 or sorting.
  const columns = buildColumns({ schema, fields, sorters: [], showUrl: (rid) => showUrl(schema.name, rid), offers, glance: true });
  const sums = page?.sums ?? {};
  const summed = fields.some((f) => f.name in sums);
  const count = page ? t('relatedCount', { n: formatNumber(page.total) }) : '';
  return (
    <Card size="small" title={`${list.title}${count}`} data-related={list.resource} style={{ marginBottom: 16 }}>
      <div ref={scrollRegion}>
        <ReferenceLabels fields={fields} rows={page?.rows ?? []}>
          <Table<Row>
            rowKey="_id"
            size="small"
            loading={query.isFetching}
            dataSource={page?.rows ?? []}
            columns={columns}
            scroll={{ x: 'max-content' }}
            // In the theme's secondary text: antd draws a table's empty text in its disabled grey (1.6:1 on white).
            locale={{ emptyText: <Typography.Text type="secondary">{t('relatedNone', { title: list.title })}</Typography.Text> }}
            pagination={{
              current: pageNo,
              pageSize: RELATED_PAGE_SIZE,
              total: page?.total ?? 0,
              onChange: setPageNo,
              size: 'small',
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
            summary={() =>
              summed && page?.total ? (
                <Table.Summary.Row>
                  {fields.map((f, i) => (
                    <Table.Summary.Cell key={f.name} index={i} align={f.name in sums ? 'right' : undefined}>
                      {f.name in sums ? (
                        <Typography.Text strong>{formatCents(sums[f.name])}</Typography.Text>
                      ) : i === 0 ? (
                        <Typography.Text strong>{t('total')}</Typography.Text>
                      ) : null}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              ) : null
            }
          />
        </ReferenceLabels>
      </div>
    </Card>
  );
}
