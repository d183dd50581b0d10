import { useEffect, useState } from 'react';
import { Button, Modal, Radio, Space, Typography } from 'antd';
import type { ConversionChoice, CustomerCandidate } from '../../domain/customerConversion';
import { regionText } from '../../domain/regions';
import { formatDateTime } from '../../engine/renderers/format';
import { t } from '../../i18n/messages/zh-CN/salesLeads';
import { t as tc } from '../../i18n/messages/zh-CN/common';

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
    c.contactName && t('candidateContact', { name: c.contactName }),
    c.contactValue && t('candidatePhone', { value: c.contactValue }),
    regionText(c.region),
    t('candidateCreated', { time: formatDateTime(c.createdAt) }),
  ];
  return parts.filter(Boolean).join(t('listSeparator'));
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
      title={t('sameNameTitle')}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          {tc('cancel')}
        </Button>,
        <Button key="new" onClick={() => onChoose({ createNew: true })} loading={busy}>
          {t('createCustomer')}
        </Button>,
        <Button key="link" type="primary" disabled={!picked} loading={busy} onClick={() => onChoose({ customerId: picked })}>
          {t('linkCustomer')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('sameNameText', { name: ask?.name ?? '' })}</Typography.Paragraph>
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
