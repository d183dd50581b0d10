import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded by the first export or import that needs it rather than at start: loading it
 * took about a second and 30 MB of every process's memory, for calls most processes never serve
 * (docs/performance.md). Later calls get the same module.
 */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((m) => m.default);
  return loading;
}
