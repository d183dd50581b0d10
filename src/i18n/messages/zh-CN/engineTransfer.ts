import { translator } from '../translate';

/** The schema engine's import and export: the import dialog, its report, export buttons and job progress. */
export const engineTransferTexts = {
  problemRow: '行号',
  problemColumn: '列',
  problemReason: '原因',
  wholeRow: '整行',
  importJobFailed: '导入失败，请稍后重试',
  importFailed: '导入失败',
  importTitle: '导入{{label}}',
  startImport: '开始导入',
  templateHint: '请先下载模板，按模板填写后上传（第一行为表头，带 * 的列必填）。',
  templateFileName: '{{label}}导入模板.xlsx',
  downloadTemplate: '下载导入模板',
  chooseImportFile: '选择导入文件',
  chooseFile: '选择文件',
  noFileChosen: '未选择文件（.xlsx 或 .csv）',
  importMode: '导入方式',
  importAllOrNothing: '全部正确才导入',
  importValidOnly: '只导入正确的行',
  importProgress: '导入进度',
  importProcessed: '已处理 {{n}} / {{total}} 行',
  importWritten: '新增 {{created}} 条，更新 {{updated}} 条',
  importSucceeded: '导入成功：{{written}}',
  importRefusedAll: '有 {{bad}} 处错误，未导入任何数据，请修改后重新导入',
  importPartly: '{{written}}；{{bad}} 处错误未导入',
  rowsNotImported: '未导入的行',
  exportSelected: '导出所选',
  exportFailed: '导出失败',
  exportJobFailed: '导出失败，请稍后重试',
  exportTitle: '导出{{label}}',
  exportProgress: '导出进度',
  exportWritten: '已写入 {{n}} / {{total}} 条，完成后自动下载（关闭此窗口则不再下载）。',
  exportPreparing: '正在准备…，完成后自动下载（关闭此窗口则不再下载）。',
} as const;

export const t = translator('engineTransfer', engineTransferTexts);
