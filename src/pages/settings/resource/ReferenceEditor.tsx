import { useMemo } from 'react';
import { Col, Form, Row, Select } from 'antd';
import type { FieldSchema, ReferenceTarget, ResourceSchema } from '../../../schemas/types';
import { referenceChoices } from './referenceTargets';
import { t } from '../../../i18n/messages/zh-CN/designerFields';

/**
 * What a reference field points at: a resource (built-ins included) or the staff users, and the
 * field of the target that names its records in selects and list cells. Choosing a target takes
 * its title field as the label field, which the admin may change.
 */
export function ReferenceEditor({
  field,
  idOf,
  schemas,
  self,
  onChange,
}: {
  field: FieldSchema;
  idOf(what: string): string;
  schemas: readonly ResourceSchema[];
  /** The resource being designed (not offered as its own target for now). */
  self: string;
  onChange(reference: ReferenceTarget | undefined): void;
}) {
  const choices = useMemo(() => referenceChoices(schemas, self), [schemas, self]);
  const current = choices.find((c) => c.value === field.reference?.resource);
  return (
    <Row gutter={12}>
      <Col xs={24} md={12}>
        <Form.Item label={t('target')} htmlFor={idOf('target')} required>
          <Select
            id={idOf('target')}
            showSearch
            optionFilterProp="label"
            placeholder={t('targetPlaceholder')}
            value={field.reference?.resource}
            options={choices.map((c) => ({ value: c.value, label: c.label }))}
            onChange={(v: string) => onChange(choices.find((c) => c.value === v)?.target)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('labelField')} htmlFor={idOf('labelField')} required>
          <Select
            id={idOf('labelField')}
            placeholder={t('labelFieldPlaceholder')}
            value={field.reference?.labelField}
            options={current?.labelFields ?? []}
            onChange={(labelField: string) => field.reference && onChange({ ...field.reference, labelField })}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
