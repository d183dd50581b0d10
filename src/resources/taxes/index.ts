/**
 * Settings list on the list state of docs/requirements.md §3 (tableData, pageSize 10, pageNo from 1,
 * modifyLoading, defaultRow…), adding and editing in a dialog. Shared with the other settings
 * resource from src/components/sales; show and the edit screen stay generated.
 */
export { SettingsListPage as list } from '../../components/sales/SettingsListPage';
