import { Divider, Form } from 'antd';
import type { FormInstance } from 'antd';
import { FieldInput } from '../renderers/FieldInput';
import { fieldRules } from '../renderers/rules';
import type { ResourceSchema } from '../../schemas/types';
import type { ResourceOverrides } from './overrides';
import { formSections } from './schemaLayout';
import { useIsPhone } from '../../state/useScreenSize';
import { labelsBeside } from './formLayout';

/** Form layout by screen width: labels above the fields on a phone, left of them on wider screens. */
export function useFormLayout() {
  return useIsPhone() ? ({ layout: 'vertical' } as const) : ({ ...labelsBeside(140), style: { maxWidth: 960 } } as const);
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The fields of a create / edit form, by the schema's sections, each with its rules and help. A
 * `locked` field (read-only for the user's role, see fieldRules.ts) is shown disabled and not
 * checked: the user cannot change it, and the form leaves it out of what it saves. `disabled` locks
 * every field for a while (an edit form until its record is in it) without dropping their rules.
 */
export function SchemaFormFields({
  schema,
  overrides,
  locked = NONE,
  disabled: allDisabled = false,
}: {
  schema: ResourceSchema;
  overrides?: ResourceOverrides;
  locked?: ReadonlySet<string>;
  disabled?: boolean;
}) {
  return (
    <>
      {formSections(schema).map((section, i) => (
        <div key={section.title ?? i}>
          {section.title && (
            <Divider orientation="left" orientationMargin={0}>
              {section.title}
            </Divider>
          )}
          {section.fields.map((field) => {
            const Own = overrides?.inputs?.[field.name];
            const isLocked = locked.has(field.name);
            const disabled = isLocked || allDisabled;
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                rules={isLocked ? [] : fieldRules(field)}
                required={!isLocked && !!field.required}
                extra={field.help}
                validateFirst
              >
                {Own ? (
                  <Own field={field} schema={schema} disabled={disabled} />
                ) : (
                  <FieldInput field={field} schema={schema} disabled={disabled} />
                )}
              </Form.Item>
            );
          })}
        </div>
      ))}
    </>
  );
}

/**
 * Puts a server validation message under the field it concerns: the field named by the error's
 * `data.field` when the server sends one, else the field whose Chinese label the message names
 * (e.g. 产品编码已存在). Returns whether one matched; the notification shows the message anyway.
 */
export function showServerError(form: FormInstance, schema: ResourceSchema, message: string | undefined, data?: unknown): boolean {
  if (!message) return false;
  const fields = formSections(schema).flatMap((s) => s.fields);
  const named = data && typeof data === 'object' ? (data as { field?: unknown }).field : undefined;
  const field =
    fields.find((f) => f.name === named) ??
    [...fields].sort((a, b) => b.label.length - a.label.length).find((f) => message.includes(f.label));
  if (!field) return false;
  form.setFields([{ name: field.name, errors: [message] }]);
  return true;
}
