import type { ResourceSchema } from './types';

/**
 * 公司信息 (the setting `company_info`): edited in 设置 with the schema engine's renderers, stored as one
 * setting's JSON. Not a resource: no routes of its own, no records.
 */
export const companyInfoSchema: ResourceSchema = {
  name: 'company_info',
  label: '公司信息',
  apiBase: '/setting',
  titleField: 'name',
  fields: [
    { name: 'name', label: '公司名称', type: 'text', required: true, maxLength: 100 },
    { name: 'address', label: '公司地址', type: 'textarea', maxLength: 200 },
    { name: 'logo', label: '公司标志', type: 'image', help: 'PNG、JPEG、GIF 或 WebP，不超过 5 MB' },
  ],
};

/** A settings form built from a schema, and the page right (permission catalogue) whose `edit` saves it. */
export interface SettingForm {
  schema: ResourceSchema;
  right: string;
}

/**
 * The settings forms that take uploads, by name: an upload names one as its `resource` when it is for
 * one of their image fields (the server checks the page's `edit` right instead of a resource's).
 */
export const SETTING_FORMS: Readonly<Record<string, SettingForm>> = {
  company_info: { schema: companyInfoSchema, right: 'general' },
};
