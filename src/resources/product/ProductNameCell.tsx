import { Avatar, Space } from 'antd';
import { ShoppingOutlined } from '@ant-design/icons';

/** The product list's first column: the product picture beside its name, so a product is recognised at a glance. */
export function ProductNameCell({ record }: { record: Record<string, unknown> }) {
  const image = typeof record.image === 'string' && record.image ? record.image : undefined;
  return (
    <Space>
      <Avatar
        shape="square"
        size={32}
        src={image}
        icon={image ? undefined : <ShoppingOutlined />}
        alt={image ? String(record.name ?? '') : undefined}
      />
      <span>{String(record.name ?? '')}</span>
    </Space>
  );
}
