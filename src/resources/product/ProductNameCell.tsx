import { Avatar } from 'antd';
import { ShoppingOutlined } from '@ant-design/icons';

/**
 * The product list's first column: the product picture beside its name, so a product is recognised
 * at a glance. A long name ends in an ellipsis within the column's width (the whole name on hover).
 */
export function ProductNameCell({ record }: { record: Record<string, unknown> }) {
  const image = typeof record.image === 'string' && record.image ? record.image : undefined;
  const name = String(record.name ?? '');
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <Avatar
        shape="square"
        size={32}
        src={image}
        icon={image ? undefined : <ShoppingOutlined />}
        alt={image ? name : undefined}
        style={{ flex: 'none' }}
      />
      <span title={name} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </span>
    </span>
  );
}
