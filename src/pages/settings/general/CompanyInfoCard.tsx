import { useEffect, useRef, useState } from 'react';
import { Button, Card, Form, Skeleton } from 'antd';
import { useWarnAboutChange } from '@refinedev/core';
import { companyInfoSchema } from '../../../schemas/settingForms';
import { localizeSchema } from '../../../i18n/messages/schemaTexts';
import { SchemaFormFields } from '../../../engine/screens/SchemaFormFields';
import { useShell } from '../../../state/shellContext';
import { COMPANY_INFO_KEY, useSettingByKey, useSettingsApi, type Setting } from './settingsApi';
import { validatedValues } from '../../../engine/screens/validatedValues';
import { t } from '../../../i18n/messages/zh-CN/settingsGeneral';
import { labelsBeside } from '../../../engine/screens/formLayout';

type Info = {
  name?: string;
  address?: string;
  logo?: string | null;
  [other: string]: string | number | boolean | null | undefined | object;
};

function parseInfo(s: Setting | null): Info {
  try {
    return s ? (JSON.parse(s.value) as Info) : {};
  } catch {
    return {};
  }
}

/** 公司信息 of the current project; after saving, the header reads it again (shell.refreshCompany). */
export function CompanyInfoCard({ canEdit }: { canEdit: boolean }) {
  const shell = useShell();
  const [form] = Form.useForm<Info>();
  // refine is remounted with a fresh cache when the project changes (App.tsx), so this follows the project.
  const { setting, reload } = useSettingByKey(COMPANY_INFO_KEY);
  const settingsApi = useSettingsApi();
  const [saving, setSaving] = useState(false);
  // Leaving with unsaved edits asks first (refine's warnWhenUnsavedChanges); outside refine it is a no-op.
  const { setWarnWhen } = useWarnAboutChange();
  const warn = (on: boolean) => setWarnWhen?.(on);
  useEffect(() => () => warn(false), []); // eslint-disable-line react-hooks/exhaustive-deps

  // The stored value fills the form once; saving sets it again itself, and nothing else may overwrite typing.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || setting === undefined) return;
    filled.current = true;
    form.setFieldsValue(parseInfo(setting));
  }, [setting, form]);

  async function save() {
    const v = await validatedValues(form);
    if (!v) return; // the form shows the errors under the fields
    // Keys the form does not edit (added by hand in the list below) are kept.
    const value = { ...parseInfo(setting ?? null), name: v.name?.trim(), address: v.address ?? '', logo: v.logo ?? '' };
    setSaving(true);
    try {
      if (setting) await settingsApi.update({ _id: setting._id, value });
      // eslint-disable-next-line layers/no-literal-chinese -- stored data: the description the server seeds company_info with (company-info.ts)
      else await settingsApi.add({ key: COMPANY_INFO_KEY, type: 4, value, description: '公司信息（名称、地址、标志）' });
      warn(false);
      await reload({ throwOnError: true });
      form.resetFields();
      form.setFieldsValue(value);
      await shell.refreshCompany();
    } catch {
      // The HTTP client showed the error; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title={t('companyInfo')}
      extra={t('currentProject', { name: shell.projects.find((p) => p._id === shell.projectId)?.name ?? '-' })}
    >
      {setting === undefined ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          {...labelsBeside(100)}
          style={{ maxWidth: 640 }}
          disabled={!canEdit}
          name="company-info"
          onValuesChange={() => warn(true)}
        >
          <SchemaFormFields schema={localizeSchema(companyInfoSchema)} />
          {canEdit && (
            <Form.Item label=" " colon={false}>
              <Button type="primary" onClick={() => void save()} loading={saving} disabled={saving}>
                {t('save')}
              </Button>
            </Form.Item>
          )}
        </Form>
      )}
    </Card>
  );
}
