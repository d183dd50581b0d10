import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { acceptText, DEFAULT_FILE_ACCEPT, DEFAULT_FILE_COUNT, DEFAULT_FILE_MAX_SIZE } from '../../../domain/fileTypes';
import { centsToYuan, yuanToCents } from '../../../domain/money';
import { REGION_DEPTH, REGION_LEVEL_NAMES } from '../../../domain/regions';
import type { FieldSchema } from '../../../schemas/types';
import type { SettingKey } from './draftProblems';
import { abilitiesOf } from './fieldTypes';
import { t } from '../../../i18n/messages/zh-CN/designerFields';

// The selects are named by their Form.Item label (`htmlFor` = the combobox input's id): an antd Select
// puts an `aria-label` on its outer element, not on the input, so one would name two elements.

/** A setting's problem under its input (or nothing). */
type Problems = Partial<Record<SettingKey, string>>;
const status = (problem: string | undefined) => ({ validateStatus: problem ? ('error' as const) : undefined, help: problem });

/**
 * The limits a field's type allows: 最小值 / 最大值 for numbers (money typed in yuan and kept in
 * cents, as the schema format stores money), 小数位数 for numbers and percents, 最短 / 最长
 * 长度 with a 格式 (regular expression) and the message users see when it fails, for typed text;
 * 选择到 (省, 市 or 区县) for 省市区; 允许的类型, 单个文件上限 (typed in MB, kept in bytes) and
 * 最多文件数 for 附件. `problems`: the design rules' words about a type's own setting, shown under it.
 */
export function FieldLimits({
  field,
  idOf,
  onChange,
  problems = {},
}: {
  field: FieldSchema;
  idOf(what: string): string;
  onChange(patch: Partial<FieldSchema>): void;
  problems?: Problems;
}) {
  const can = abilitiesOf(field.type);
  const money = can.cents;
  const shown = (n: number | undefined) => (n === undefined ? null : money ? centsToYuan(n) : n);
  const stored = (v: number | null) => (v === null ? undefined : money ? yuanToCents(v) : v);
  const count = (v: number | null) => (v === null ? undefined : v);
  return (
    <Row gutter={12}>
      {can.numeric && (
        <>
          <Col xs={12} md={8}>
            <Form.Item label={money ? t('minYuan') : t('min')} htmlFor={idOf('min')}>
              <InputNumber
                id={idOf('min')}
                style={{ width: '100%' }}
                value={shown(field.min)}
                onChange={(v) => onChange({ min: stored(v) })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label={money ? t('maxYuan') : t('max')} htmlFor={idOf('max')}>
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
          <Form.Item label={t('precision')} htmlFor={idOf('precision')}>
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
            <Form.Item label={t('minLength')} htmlFor={idOf('minLength')}>
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
            <Form.Item label={t('maxLength')} htmlFor={idOf('maxLength')}>
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
            <Form.Item label={t('pattern')} htmlFor={idOf('pattern')}>
              <Input
                id={idOf('pattern')}
                value={field.pattern ?? ''}
                placeholder={t('patternPlaceholder')}
                onChange={(e) => onChange({ pattern: e.target.value || undefined })}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={t('patternMessage')} htmlFor={idOf('patternMessage')}>
              <Input
                id={idOf('patternMessage')}
                value={field.patternMessage ?? ''}
                placeholder={t('patternMessagePlaceholder', { label: field.label || t('thisField') })}
                // `undefined`, not false: an explicit false would override the read-only form's disabled.
                disabled={!field.pattern || undefined}
                onChange={(e) => onChange({ patternMessage: e.target.value || undefined })}
              />
            </Form.Item>
          </Col>
        </>
      )}
      {can.own.includes('regionLevel') && (
        <RegionLevelSelect field={field} id={idOf('regionLevel')} problem={problems.regionLevel} onChange={onChange} />
      )}
      {can.own.includes('accept') && <FileLimits field={field} idOf={idOf} problems={problems} onChange={onChange} />}
    </Row>
  );
}

const regionLevels = () => REGION_LEVEL_NAMES.map((label, i) => ({ value: i + 1, label }));

/** 选择到: how deep a 省市区 value must go; 区县 (the default) is kept as not set. */
function RegionLevelSelect({
  field,
  id,
  problem,
  onChange,
}: {
  field: FieldSchema;
  id: string;
  problem?: string;
  onChange(patch: Partial<FieldSchema>): void;
}) {
  return (
    <Col xs={24} md={12}>
      <Form.Item label={t('regionLevel')} htmlFor={id} extra={t('regionLevelHint')} {...status(problem)}>
        <Select<number>
          id={id}
          style={{ width: 200 }}
          value={field.regionLevel ?? REGION_DEPTH}
          options={regionLevels()}
          onChange={(v) => onChange({ regionLevel: v === REGION_DEPTH ? undefined : (v as 1 | 2) })}
        />
      </Form.Item>
    </Col>
  );
}

const MB = 1024 * 1024;
const ACCEPT_OPTIONS = DEFAULT_FILE_ACCEPT.map((e) => ({ value: e, label: e }));

/** A typed kind as the schema keeps it: `pdf` and `.PDF` become `.pdf`; MIME types stay as typed. */
function acceptEntry(typed: string): string {
  const t = typed.trim();
  if (/^\.?[A-Za-z0-9]{1,10}$/.test(t)) return `.${t.replace(/^\./, '').toLowerCase()}`;
  return t;
}

/** 允许的类型 (none chosen: the default kinds), 单个文件上限 in MB (kept in bytes) and 最多文件数 of a 附件. */
function FileLimits({
  field,
  idOf,
  problems,
  onChange,
}: {
  field: FieldSchema;
  idOf(what: string): string;
  problems: Problems;
  onChange(patch: Partial<FieldSchema>): void;
}) {
  const setAccept = (values: string[]) => {
    const accept = [...new Set(values.map(acceptEntry).filter(Boolean))];
    onChange({ accept: accept.length ? accept : undefined });
  };
  return (
    <>
      <Col xs={24}>
        <Form.Item label={t('accept')} htmlFor={idOf('accept')} extra={t('acceptHint')} {...status(problems.accept)}>
          <Select<string[]>
            id={idOf('accept')}
            mode="tags"
            allowClear
            // Commas and enumeration commas as typed with a Chinese input method too, whatever the interface's language.
            // eslint-disable-next-line layers/no-literal-chinese -- input separators, never shown
            tokenSeparators={[',', '，', '、', ' ']}
            placeholder={t('acceptPlaceholder', { types: acceptText(DEFAULT_FILE_ACCEPT) })}
            value={field.accept ?? []}
            options={ACCEPT_OPTIONS}
            onChange={setAccept}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item label={t('maxSize')} htmlFor={idOf('maxSize')} {...status(problems.maxSize)}>
          <InputNumber
            id={idOf('maxSize')}
            aria-label={t('maxSize')}
            style={{ width: '100%' }}
            placeholder={String(DEFAULT_FILE_MAX_SIZE / MB)}
            value={field.maxSize === undefined ? null : field.maxSize / MB}
            onChange={(v) => onChange({ maxSize: typeof v === 'number' ? Math.round(v * MB) : undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item label={t('maxFiles')} htmlFor={idOf('maxFiles')} {...status(problems.max)}>
          <InputNumber
            id={idOf('maxFiles')}
            aria-label={t('maxFiles')}
            style={{ width: '100%' }}
            precision={0}
            placeholder={String(DEFAULT_FILE_COUNT)}
            value={field.max ?? null}
            onChange={(v) => onChange({ max: typeof v === 'number' ? v : undefined })}
          />
        </Form.Item>
      </Col>
    </>
  );
}
