import { Col, Form, Input, InputNumber, Row } from 'antd';
import { centsToYuan, yuanToCents } from '../../../domain/money';
import type { FieldSchema } from '../../../schemas/types';
import { abilitiesOf } from './fieldTypes';

/**
 * The limits a field's type allows: 最小值 / 最大值 for numbers (money typed in yuan and kept in
 * cents, as the schema format stores money), 小数位数 for numbers and percents, and 最短 / 最长
 * 长度 with a 格式 (regular expression) and the message users see when it fails, for typed text.
 */
export function FieldLimits({
  field,
  idOf,
  onChange,
}: {
  field: FieldSchema;
  idOf(what: string): string;
  onChange(patch: Partial<FieldSchema>): void;
}) {
  const can = abilitiesOf(field.type);
  const money = field.type === 'money';
  const shown = (n: number | undefined) => (n === undefined ? null : money ? centsToYuan(n) : n);
  const stored = (v: number | null) => (v === null ? undefined : money ? yuanToCents(v) : v);
  const count = (v: number | null) => (v === null ? undefined : v);
  return (
    <Row gutter={12}>
      {can.numeric && (
        <>
          <Col xs={12} md={8}>
            <Form.Item label={money ? '最小值（元）' : '最小值'} htmlFor={idOf('min')}>
              <InputNumber
                id={idOf('min')}
                style={{ width: '100%' }}
                value={shown(field.min)}
                onChange={(v) => onChange({ min: stored(v) })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={money ? '最大值（元）' : '最大值'} htmlFor={idOf('max')}>
              <InputNumber
                id={idOf('max')}
                style={{ width: '100%' }}
                value={shown(field.max)}
                onChange={(v) => onChange({ max: stored(v) })}
              />
            </Form.Item>
          </Col>
        </>
      )}
      {can.precision && (
        <Col xs={12} md={8}>
          <Form.Item label="小数位数" htmlFor={idOf('precision')}>
            <InputNumber
              id={idOf('precision')}
              style={{ width: '100%' }}
              min={0}
              max={6}
              precision={0}
              placeholder="2"
              value={field.precision ?? null}
              onChange={(v) => onChange({ precision: count(v) })}
            />
          </Form.Item>
        </Col>
      )}
      {can.textual && (
        <>
          <Col xs={12} md={6}>
            <Form.Item label="最短长度" htmlFor={idOf('minLength')}>
              <InputNumber
                id={idOf('minLength')}
                style={{ width: '100%' }}
                min={0}
                precision={0}
                value={field.minLength ?? null}
                onChange={(v) => onChange({ minLength: count(v) })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="最长长度" htmlFor={idOf('maxLength')}>
              <InputNumber
                id={idOf('maxLength')}
                style={{ width: '100%' }}
                min={1}
                precision={0}
                value={field.maxLength ?? null}
                onChange={(v) => onChange({ maxLength: count(v) })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="格式（正则表达式）" htmlFor={idOf('pattern')}>
              <Input
                id={idOf('pattern')}
                value={field.pattern ?? ''}
                placeholder="如 ^SB-\d{4}$"
                onChange={(e) => onChange({ pattern: e.target.value || undefined })}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="格式不符时的提示" htmlFor={idOf('patternMessage')}>
              <Input
                id={idOf('patternMessage')}
                value={field.patternMessage ?? ''}
                placeholder={`默认：${field.label || '该字段'}格式不正确`}
                // `undefined`, not false: an explicit false would override the read-only form's disabled.
                disabled={!field.pattern || undefined}
                onChange={(e) => onChange({ patternMessage: e.target.value || undefined })}
              />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );
}
