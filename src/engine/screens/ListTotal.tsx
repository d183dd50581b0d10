import { Button } from 'antd';
import { t } from '../../i18n/messages/zh-CN/engineList';
import { formatNumber } from '../renderers/numberFormat';

/**
 * A list's total under its pages: 共 N 条, or — when the server estimated it rather than count a
 * million rows (server/src/db/list/list-total.ts) — 约 N 条 with 精确计数, which asks for the exact
 * figure once (it is then kept on the server for everyone until the list changes).
 */
export function ListTotal({ total, estimated, onExact }: { total: number; estimated: boolean; onExact: () => void }) {
  const figure = formatNumber(total);
  if (!estimated) return <>{t('total', { n: figure })}</>;
  return (
    <span className="list-total">
      {t('aboutTotal', { n: figure })}{' '}
      <Button type="link" size="small" onClick={onExact} title={t('exactCountTitle')}>
        {t('exactCount')}
      </Button>
    </span>
  );
}
