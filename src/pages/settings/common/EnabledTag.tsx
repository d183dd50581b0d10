import { Tag } from 'antd';
import { t } from '../../../i18n/messages/zh-CN/settingsCommon';

/** 1 启用 (green, like every "done/active" tag), 0 已停用 (grey-dark #595959, like 取消 and 已关闭 in sales). */
export function EnabledTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="green">{t('enabled')}</Tag> : <Tag color="#595959">{t('disabled')}</Tag>;
}
