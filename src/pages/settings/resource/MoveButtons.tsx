import { Button, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';

/** 上移 / 下移 of the `index`-th of `count` items named `name` (a field, a section): `onMove(from, to)`. */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <>
      <Tooltip title="上移">
        <Button
          type="text"
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={`上移${name}`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        />
      </Tooltip>
      <Tooltip title="下移">
        <Button
          type="text"
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={`下移${name}`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        />
      </Tooltip>
    </>
  );
}
