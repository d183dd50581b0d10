import { t } from '../../i18n/messages/zh-CN/pageDashboard';

/**
 * A dashboard figure the caller may not see (their order field rules hide what it is summed from:
 * docs/permissions.md, 仪表盘): a dash named 无权查看 for screen readers, never ¥0.00, which would
 * read as a real amount.
 */
export function Withheld({ what }: { what: string }) {
  return (
    <span role="img" aria-label={t('withheldWhat', { what })} title={t('withheld')}>
      —
    </span>
  );
}
