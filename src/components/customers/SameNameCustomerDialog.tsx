import { useEffect, useState } from 'react';
import { Button, Modal, Radio, Space, Typography } from 'antd';
import type { ConversionChoice, CustomerCandidate } from '../../domain/customerConversion';
import { regionText } from '../../domain/regions';
import { formatDateTime } from '../../engine/renderers/format';

export interface SameNameCustomerDialogProps {
  /** The lead's name and the customers of that name; null: closed. */
  ask: { name: string; candidates: CustomerCandidate[] } | null;
  busy: boolean;
  onChoose: (choice: ConversionChoice) => void;
  onCancel: () => void;
}

/** One candidate's line: name, 联系人 and 联系号码, 地区 and when it was added — what tells them apart. */
function describe(c: CustomerCandidate): string {
  const parts = [
    c.contactName && `联系人：${c.contactName}`,
    c.contactValue && `联系号码：${c.contactValue}`,
    regionText(c.region),
    `创建于 ${formatDateTime(c.createdAt)}`,
  ];
  return parts.filter(Boolean).join('，');
}

/**
 * Asked when a lead's conversion finds customers of its name with another contact: 关联已有客户
 * (the one picked) or 新建客户. Nothing is written until the user chooses.
 */
export function SameNameCustomerDialog({ ask, busy, onChoose, onCancel }: SameNameCustomerDialogProps) {
  const [picked, setPicked] = useState<string>();
  useEffect(() => setPicked(ask?.candidates[0]?._id), [ask]);
  return (
    <Modal
      open={!!ask}
      title="已有同名客户"
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          取消
        </Button>,
        <Button key="new" onClick={() => onChoose({ createNew: true })} loading={busy}>
          新建客户
        </Button>,
        <Button key="link" type="primary" disabled={!picked} loading={busy} onClick={() => onChoose({ customerId: picked })}>
          关联已有客户
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        已有名为“{ask?.name}”的客户，但联系人和联系号码与该潜在客户不同。请选择要关联的已有客户，或新建一个客户。
      </Typography.Paragraph>
      <Radio.Group value={picked} onChange={(e) => setPicked(e.target.value as string)}>
        <Space direction="vertical">
          {ask?.candidates.map((c) => (
            <Radio key={c._id} value={c._id}>
              <div>{c.name}</div>
              <Typography.Text type="secondary">{describe(c)}</Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
