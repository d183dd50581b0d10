import type { domainPermissionsTexts } from '../zh-CN/domainPermissions';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof domainPermissionsTexts> = {
  deniedList: 'No permission to view {{label}}',
  deniedShow: 'No permission to view {{label}} details',
  deniedCreate: 'No permission to create {{label}}',
  deniedEdit: 'No permission to edit {{label}}',
  deniedDelete: 'No permission to delete {{label}}',
  deniedTransfer: 'No permission to transfer {{label}}',
  deniedExport: 'No permission to export {{label}}',
  deniedImport: 'No permission to import {{label}}',
  deniedGenerateOrder: 'No permission to generate orders from {{label}}',
  deniedPay: 'No permission to record payments or refunds',
  deniedConvert: 'No permission to convert {{label}} to customers',
  deniedPrint: 'No permission to print {{label}}',
};

export default texts;
