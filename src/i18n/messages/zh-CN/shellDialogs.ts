import { translator } from '../translate';

/** The shell's on-demand parts: 修改密码 from the user menu and the notice of a newer data model. */
export const shellDialogsTexts = {
  changePassword: '修改密码',
  passwordChanged: '密码已修改',
  schemaUpdated: '管理员更新了数据模型（字段、菜单或新资源），加载后即可使用。正在填写的内容请先保存。',
  loadNow: '立即加载',
} as const;

export const t = translator('shellDialogs', shellDialogsTexts);
