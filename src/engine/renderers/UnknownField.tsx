import { Tag } from 'antd';

/** The visible marker of a field no renderer can show: names what is unknown and where. */
export function UnknownField({ what, resource, field }: { what: string; resource: string; field: string }) {
  return (
    <Tag color="error" data-testid="unknown-field">
      未知字段 {what}（{resource}.{field}）
    </Tag>
  );
}
