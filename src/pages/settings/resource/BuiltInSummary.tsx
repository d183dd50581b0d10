import { useMemo } from 'react';
import { Descriptions, Space, Typography } from 'antd';
import { menuIcon } from '../../../components/menuIcons';
import { flattenMenu, resolveMenu } from '../../../schemas/menu';
import type { ResourceSchema } from '../../../schemas/types';
import { useServedSchemas } from '../../../state/servedSchemas';
import { t } from '../../../i18n/messages/zh-CN/designerForm';

/** Where a built-in's entry sits in the menu: its group's label, the top level, or nowhere. */
function placement(schema: ResourceSchema, schemas: readonly ResourceSchema[]): string {
  if (schema.inMenu === false) return t('notInMenu');
  const entries = flattenMenu(resolveMenu(schemas));
  const parent = entries.find((e) => e.name === schema.name)?.parent;
  const group = parent ? entries.find((e) => e.name === parent)?.label : undefined;
  return group ? t('placementUnder', { group }) : t('placementTop');
}

/** The times every record has, which a default sort may name. */
const systemSort = (name: string): string | undefined =>
  name === 'createdAt' ? t('createdAt') : name === 'updatedAt' ? t('updatedAt') : undefined;

/**
 * A built-in resource's settings in the designer's extension mode, read-only: the developers
 * declare them (src/schemas); a tenant's admins add fields only.
 */
export function BuiltInSummary({ schema }: { schema: ResourceSchema }) {
  const schemas = useServedSchemas();
  const where = useMemo(() => placement(schema, schemas), [schema, schemas]);
  const labelOf = (name?: string) => (name ? (systemSort(name) ?? schema.fields.find((f) => f.name === name)?.label ?? name) : '');
  const sort = schema.list?.defaultSort;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label={t('apiName')}>
        <Typography.Text code>{schema.name}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('label')}>{schema.label}</Descriptions.Item>
      <Descriptions.Item label={t('icon')}>
        <Space size={6}>
          {menuIcon(schema.icon)}
          {schema.icon ?? '-'}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('menuPlacement')}>{where}</Descriptions.Item>
      <Descriptions.Item label={t('titleField')}>{labelOf(schema.titleField)}</Descriptions.Item>
      <Descriptions.Item label={t('defaultSort')}>
        {sort ? t(sort.order === 'asc' ? 'sortAsc' : 'sortDesc', { field: labelOf(sort.field) }) : t('createdAtDesc')}
      </Descriptions.Item>
      <Descriptions.Item label={t('pageSize')}>{t('pageSizeValue', { n: schema.list?.pageSize ?? 10 })}</Descriptions.Item>
    </Descriptions>
  );
}
