import { Button, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { t } from '../../../i18n/messages/zh-CN/designerFields';

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
      <Tooltip title={t('moveUp')}>
        <Button
          type="text"
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={t('moveUpAria', { name })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        />
      </Tooltip>
      <Tooltip title={t('moveDown')}>
        <Button
          type="text"
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={t('moveDownAria', { name })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        />
      </Tooltip>
    </>
  );
}
