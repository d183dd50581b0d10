import { translator } from '../translate';

/** The command palette: search pages, actions and records (src/shell/palette). */
export const shellPaletteTexts = {
  searching: '正在搜索记录…',
  typeAtLeast: '输入至少 {{n}} 个字搜索记录',
  noMatch: '没有找到与“{{query}}”相关的页面、操作或记录',
  found: '找到 {{n}} 项',
  title: '搜索页面、操作或记录',
  placeholder: '搜索页面、操作，或客户、产品、供应商、订单号',
  results: '搜索结果',
  hintSelect: '↑↓ 选择',
  hintOpen: 'Enter 打开',
  hintClose: 'Esc 关闭',
  groupScreen: '页面',
  groupAction: '操作',
  groupRecord: '记录',
  createItem: '新建{{label}}',
} as const;

export const t = translator('shellPalette', shellPaletteTexts);
