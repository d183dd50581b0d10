import type { ResourceSchema } from './types';
import { MOBILE_PATTERN } from '../domain/mobileRule';

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

/**
 * 个人中心's profile (GET/PUT /setting/profile): what a person edits of themself. Not a resource either;
 * the server checks the same limits (people/profile.routes.ts).
 */
export const profileSchema: ResourceSchema = {
  name: 'profile',
  label: '个人资料',
  apiBase: '/setting',
  titleField: 'displayName',
  fields: [
    { name: 'avatar', label: '头像', type: 'image', help: 'PNG、JPEG、GIF 或 WebP，不超过 5 MB' },
    { name: 'displayName', label: '姓名', type: 'text', required: true, maxLength: 32 },
    { name: 'mobile', label: '手机号', type: 'text', pattern: MOBILE_PATTERN, patternMessage: '请输入正确的手机号', maxLength: 11 },
    { name: 'email', label: '邮箱', type: 'email', maxLength: 254 },
  ],
};

/**
 * A settings form built from a schema, and the page right (permission catalogue) whose `edit` saves it;
 * null: one's own (个人中心), for anyone signed in.
 */
export interface SettingForm {
  schema: ResourceSchema;
  right: string | null;
}

/**
 * The settings forms that take uploads, by name: an upload names one as its `resource` when it is for
 * one of their image fields (the server checks the page's `edit` right instead of a resource's).
 */
export const SETTING_FORMS: Readonly<Record<string, SettingForm>> = {
  company_info: { schema: companyInfoSchema, right: 'general' },
  profile: { schema: profileSchema, right: null },
};
