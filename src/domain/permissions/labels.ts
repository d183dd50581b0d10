import { t } from '../../i18n/messages/zh-CN/domainPermissionLabels';
import { shownTexts } from '../shownTexts';
import type { PermissionAction } from './actions';
import type { DataScope } from './grants';

/*
 * The names of the permission matrix's actions and of the data scopes, for the role editor and the
 * role's trail: apart from the rules (actions.ts, grants.ts), which every screen reads, so their texts
 * load with the screens that show them.
 */

/** Column headings of the permission matrix, in the shown language. */
export const ACTION_LABELS: Readonly<Record<PermissionAction, string>> = shownTexts(
  {
    list: 'actionList',
    show: 'actionShow',
    create: 'actionCreate',
    edit: 'actionEdit',
    delete: 'actionDelete',
    transfer: 'actionTransfer',
    export: 'actionExport',
    import: 'actionImport',
    generateOrder: 'actionGenerateOrder',
    pay: 'actionPay',
    convert: 'actionConvert',
    print: 'actionPrint',
  },
  t,
);

/** How the role editor names each scope. */
export const DATA_SCOPE_LABELS: Readonly<Record<DataScope, string>> = shownTexts(
  { all: 'scopeAll', deptAndBelow: 'scopeDeptAndBelow', dept: 'scopeDept', own: 'scopeOwn', custom: 'scopeCustom' },
  t,
);
