import { Space, Tag, Typography } from 'antd';
import type { FieldSchema } from '../../../schemas/types';
import { fieldTypeLabel } from './fieldTypes';
import { t } from '../../../i18n/messages/zh-CN/designerForm';

/**
 * A built-in resource's own fields above its custom ones, greyed and marked 内置: shown so an
 * admin sees what the resource already has (and which names are taken), never edited here.
 */
export function BuiltInFieldRows({ fields, titleField }: { fields: readonly FieldSchema[]; titleField: string }) {
  return (
    <div aria-label={t('builtInFields')} role="list" style={{ marginBottom: 8 }}>
      {fields.map((f) => (
        <div
          key={f.name}
          role="listitem"
          aria-label={t('builtInField', { label: f.label })}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '4px 12px',
            marginBottom: 4,
            background: 'var(--ace-bg-alter)',
            borderRadius: 6,
          }}
        >
          <Typography.Text type="secondary">{f.label}</Typography.Text>
          <Typography.Text type="secondary" code>
            {f.name}
          </Typography.Text>
          <Space size={0}>
            <Tag>{fieldTypeLabel(f.type)}</Tag>
            <Tag color="blue">{t('builtIn')}</Tag>
            {f.required && <Tag>{t('required')}</Tag>}
            {titleField === f.name && <Tag>{t('title')}</Tag>}
          </Space>
        </div>
      ))}
    </div>
  );
}
