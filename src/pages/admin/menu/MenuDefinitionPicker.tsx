import { useMemo } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import type { SystemMenuNode } from './menuApi';
import { entryValues, missingEntries } from './menuDefaults';
import type { MenuFormValues } from './MenuNodeForm';
import { t } from '../../../i18n/messages/zh-CN/pageAdmin';

/**
 * 从菜单定义选择, for a new entry: the entries of the one menu definition (src/schemas/menu.ts) that
 * the system menu does not hold. Picking one fills the form (name, label, icon, path, type, minimum
 * role, and the parent when its group exists); every field stays editable by hand.
 */
export function MenuDefinitionPicker({ form, tree }: { form: FormInstance<MenuFormValues>; tree: SystemMenuNode[] }) {
  const entries = useMemo(() => missingEntries(tree), [tree]);
  const pick = (name: string | undefined) => {
    const entry = entries.find((e) => e.name === name);
    if (!entry) return;
    const { icon, ...values } = entryValues(entry, tree);
    form.setFieldsValue({ ...values, icon: icon ?? undefined });
  };
  return (
    <Form.Item label={t('pickFromDefinition')} extra={t('pickExtra')}>
      <Select
        aria-label={t('pickFromDefinition')}
        allowClear
        showSearch
        optionFilterProp="label"
        disabled={!entries.length}
        placeholder={entries.length ? t('pickPlaceholder') : t('allPicked')}
        options={entries.map((e) => ({ value: e.name, label: t('definedEntry', { label: e.label, name: e.name }) }))}
        onChange={pick}
      />
    </Form.Item>
  );
}
