import { translator } from '../translate';

/** Smaller texts of the shared schema modules: saved views, reference labels, related lists, role rules. */
export const schemaMiscTexts = {
  viewPersonal: '仅自己',
  viewRoles: '指定角色',
  viewProject: '项目内所有人',
  unreadable: '无权查看',
  untitled: '（无标题）',
  viaNotReference: '“{{via}}”不是指向{{owner}}的引用',
  viaNotPath: '“{{via}}”不是{{resource}}的字段路径',
  viaNoChildTable: '“{{via}}”：{{resource}}的{{field}}没有单独存表，不能按明细关联',
  createConflict: '{{resource}}的“{{field}}”必填且没有默认值，可新建{{resource}}的角色不能隐藏或只读它',
} as const;

export const t = translator('schemaMisc', schemaMiscTexts);
