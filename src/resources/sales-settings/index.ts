/**
 * The sales settings' overrides, shared by 税费 (taxes) and 付款方式 (paymode): the settings list on
 * the list state of docs/requirements.md §3 (tableData, pageSize 10, pageNo from 1, modifyLoading,
 * defaultRow…), adding and editing in a dialog. Show and the edit screen stay generated.
 */
export { SettingsListPage as list } from './SettingsListPage';
