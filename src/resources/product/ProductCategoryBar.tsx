import { Space, Tag, Typography } from 'antd';
import { useList } from '@refinedev/core';
import type { ListHeaderProps } from '../../engine/screens/overrides';
import { ALL_CATEGORIES, categoryEntries, type CategoryEntry } from './categoryEntries';
import { useAllowed } from '../../state/useAllowed';
import { t } from '../../i18n/messages/zh-CN/salesProducts';

/** The product list's category bar: 全部, then each product category; choosing one filters the list. */
export function ProductCategoryBar({ filterValue, setFilter }: ListHeaderProps) {
  // Not for a role that may not list the categories (no call that can only be refused).
  const readable = useAllowed('product_categories', 'list');
  const { result, query } = useList<CategoryEntry>({
    resource: 'product_categories',
    pagination: { currentPage: 1, pageSize: 100 },
    sorters: [{ field: 'index', order: 'asc' }],
    errorNotification: false,
    queryOptions: { enabled: readable },
  });
  if (!readable) return null;
  const current = filterValue('categoryId');
  const chosen = current === undefined || current === null ? ALL_CATEGORIES._id : String(current);
  return (
    <Space wrap size={[4, 8]} style={{ marginBottom: 16 }} role="group" aria-label={t('categories')}>
      <Typography.Text type="secondary">{t('categoryLabel')}</Typography.Text>
      {categoryEntries(result.data ?? []).map((c) => (
        <Tag.CheckableTag
          key={c._id}
          checked={chosen === c._id}
          onChange={() => setFilter('categoryId', c._id === ALL_CATEGORIES._id ? undefined : c._id)}
        >
          {c.name}
        </Tag.CheckableTag>
      ))}
      {query.isLoading && <Typography.Text type="secondary">{t('loading')}</Typography.Text>}
    </Space>
  );
}
