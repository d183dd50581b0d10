import { useMemo } from 'react';
import { Descriptions, Space, Typography } from 'antd';
import { menuIcon } from '../../../components/menuIcons';
import { flattenMenu, resolveMenu } from '../../../schemas/menu';
import type { ResourceSchema } from '../../../schemas/types';
import { useServedSchemas } from '../../../state/servedSchemas';

/** Where a built-in's entry sits in the menu: its group's label, the top level, or nowhere. */
function placement(schema: ResourceSchema, schemas: readonly ResourceSchema[]): string {
  if (schema.inMenu === false) return '不在菜单中';
  const entries = flattenMenu(resolveMenu(schemas));
  const parent = entries.find((e) => e.name === schema.name)?.parent;
  const group = parent ? entries.find((e) => e.name === parent)?.label : undefined;
  return group ? `“${group}”分组下` : '顶级菜单';
}

const SYSTEM_SORTS: Record<string, string> = { createdAt: '创建时间', updatedAt: '更新时间' };

/**
 * A built-in resource's settings in the designer's extension mode, read-only: the developers
 * declare them (src/schemas); a tenant's admins add fields only.
 */
export function BuiltInSummary({ schema }: { schema: ResourceSchema }) {
  const schemas = useServedSchemas();
  const where = useMemo(() => placement(schema, schemas), [schema, schemas]);
  const labelOf = (name?: string) => (name ? (SYSTEM_SORTS[name] ?? schema.fields.find((f) => f.name === name)?.label ?? name) : '');
  const sort = schema.list?.defaultSort;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label="API 名称">
        <Typography.Text code>{schema.name}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="中文名称">{schema.label}</Descriptions.Item>
      <Descriptions.Item label="图标">
        <Space size={6}>
          {menuIcon(schema.icon)}
          {schema.icon ?? '-'}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label="菜单位置">{where}</Descriptions.Item>
      <Descriptions.Item label="标题字段">{labelOf(schema.titleField)}</Descriptions.Item>
      <Descriptions.Item label="默认排序">
        {sort ? `${labelOf(sort.field)}${sort.order === 'asc' ? '升序' : '降序'}` : '创建时间降序'}
      </Descriptions.Item>
      <Descriptions.Item label="每页条数">{schema.list?.pageSize ?? 10} 条</Descriptions.Item>
    </Descriptions>
  );
}
