import type { engineTransferTexts } from '../zh-CN/engineTransfer';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof engineTransferTexts> = {
  problemRow: 'Row',
  problemColumn: 'Column',
  problemReason: 'Reason',
  wholeRow: 'Whole row',
  importJobFailed: 'Import failed. Please try again later',
  importFailed: 'Import failed',
  importTitle: 'Import {{label}}',
  startImport: 'Start import',
  templateHint: 'Download the template first, fill it in and upload it (the first row is the header; columns marked * are required).',
  templateFileName: '{{label}} import template.xlsx',
  downloadTemplate: 'Download import template',
  chooseImportFile: 'Choose the file to import',
  chooseFile: 'Choose file',
  noFileChosen: 'No file chosen (.xlsx or .csv)',
  importMode: 'Import mode',
  importAllOrNothing: 'Import only if every row is valid',
  importValidOnly: 'Import the valid rows only',
  importProgress: 'Import progress',
  importProcessed: 'Processed {{n}} / {{total}} rows',
  importWritten: '{{created}} created, {{updated}} updated',
  importSucceeded: 'Imported: {{written}}',
  importRefusedAll: '{{bad}} errors found; nothing was imported. Fix them and import again',
  importPartly: '{{written}}; {{bad}} errors not imported',
  rowsNotImported: 'Rows not imported',
  exportSelected: 'Export selected',
  exportFailed: 'Export failed',
  exportJobFailed: 'Export failed. Please try again later',
  exportTitle: 'Export {{label}}',
  exportProgress: 'Export progress',
  exportWritten: 'Written {{n}} / {{total}} records; the file downloads when done (closing this window cancels the download).',
  exportPreparing: 'Preparing…; the file downloads when done (closing this window cancels the download).',
};

export default texts;
