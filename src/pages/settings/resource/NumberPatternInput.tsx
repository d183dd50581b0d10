import { Form, Input, Typography } from 'antd';
import { MAX_NUMBER_PATTERN_LENGTH } from '../../../domain/autoNumber';
import type { FieldSchema } from '../../../schemas/types';
import { sampleNumber } from './previewRows';

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
      label="编号规则"
      htmlFor={id}
      required
      validateStatus={problem ? 'error' : undefined}
      help={problem}
      extra={
        <>
          <div>
            {'{YYYY}'} 四位年份、{'{YY}'} 两位年份、{'{MM}'} 月、{'{DD}'} 日；{'{0000}'} 是流水号，0
            的个数是它的位数（不足补零，超出时自动加位），日期部分变化时从 1 重新计数。编号在新增记录时由系统生成，不能修改。
          </div>
          {example && (
            <div>
              下一个编号示例：<Typography.Text code>{example}</Typography.Text>
            </div>
          )}
        </>
      }
    >
      <Input
        id={id}
        aria-label="编号规则"
        style={{ maxWidth: 360 }}
        maxLength={MAX_NUMBER_PATTERN_LENGTH}
        value={field.numberPattern ?? ''}
        placeholder="如 SB-{YYYY}-{0000}"
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    </Form.Item>
  );
}
