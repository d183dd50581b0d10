import { Form, Input, Typography } from 'antd';
import { MAX_NUMBER_PATTERN_LENGTH } from '../../../domain/autoNumber';
import type { FieldSchema } from '../../../schemas/types';
import { sampleNumber } from './previewRows';
import { t } from '../../../i18n/messages/zh-CN/designerFields';

/**
 * 编号规则 of a 自动编号 field: the pattern, what its placeholders mean, the first number it would
 * give today, and the design rules' problem with it under the input.
 */
export function NumberPatternInput({
  field,
  id,
  problem,
  onChange,
}: {
  field: FieldSchema;
  id: string;
  problem?: string;
  onChange(numberPattern: string | undefined): void;
}) {
  const example = sampleNumber(field.numberPattern, 1);
  return (
    <Form.Item
      label={t('numberPattern')}
      htmlFor={id}
      required
      validateStatus={problem ? 'error' : undefined}
      help={problem}
      extra={
        <>
          <div>{t('numberPatternHint')}</div>
          {example && (
            <div>
              {t('nextNumber')}
              <Typography.Text code>{example}</Typography.Text>
            </div>
          )}
        </>
      }
    >
      <Input
        id={id}
        aria-label={t('numberPattern')}
        style={{ maxWidth: 360 }}
        maxLength={MAX_NUMBER_PATTERN_LENGTH}
        value={field.numberPattern ?? ''}
        placeholder={t('numberPatternPlaceholder')}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    </Form.Item>
  );
}
