import { t } from '../../i18n/messages/zh-CN/salesLeads';
import { t as tc } from '../../i18n/messages/zh-CN/common';

/** What `POST /business/customer_potential/convert` replies: the new customer and the updated lead. */
export interface Conversion {
  customer: { _id: string; name?: string };
  potential: Record<string, unknown> & { _id: string };
  /** The lead was linked to a customer of its name that existed; none was created. */
  linked: boolean;
}

/** Status value of a converted lead (跟进状态 已转化), set only by the conversion. */
const CONVERTED = 1;

/** The question asked before converting: 确定将潜在客户“X”转为客户吗？ */
export const convertQuestion = (record: Record<string, unknown>) => t('convertQuestion', { name: String(record.name ?? '') });

/** Whether the lead is already a customer. */
export const isConverted = (record: Record<string, unknown> | undefined) => Number(record?.status) === CONVERTED;

/** The conversion call (docs/requirements.md §7): a success shows 操作成功 like every other write. */
export const CONVERT_URL = '/business/customer_potential/convert';
export const CONVERT_NOTICE = {
  // A getter: read when a conversion is sent, in the shown language (never at import).
  get successNotice() {
    return tc('done');
  },
};
