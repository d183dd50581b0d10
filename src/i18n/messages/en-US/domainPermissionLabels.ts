import type { domainPermissionLabelsTexts } from '../zh-CN/domainPermissionLabels';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof domainPermissionLabelsTexts> = {
  actionList: 'List',
  actionShow: 'View',
  actionCreate: 'Create',
  actionEdit: 'Edit',
  actionDelete: 'Delete',
  actionTransfer: 'Transfer',
  actionExport: 'Export',
  actionImport: 'Import',
  actionGenerateOrder: 'Generate order',
  actionPay: 'Record payment/refund',
  actionConvert: 'Convert to customer',
  actionPrint: 'Print',
  scopeAll: 'All',
  scopeDeptAndBelow: 'Department and below',
  scopeDept: 'Own department',
  scopeOwn: 'Own records only',
  scopeCustom: 'Custom departments',
};
export default texts;
