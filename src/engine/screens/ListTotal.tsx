import { Button } from 'antd';

/**
 * A list's total under its pages: 共 N 条, or — when the server estimated it rather than count a
 * million rows (server/src/db/list/list-total.ts) — 约 N 条 with 精确计数, which asks for the exact
 * figure once (it is then kept on the server for everyone until the list changes).
 */
export function ListTotal({ total, estimated, onExact }: { total: number; estimated: boolean; onExact: () => void }) {
  const figure = total.toLocaleString('en-US');
  if (!estimated) return <>共 {figure} 条</>;
  return (
    <span className="list-total">
      约 {figure} 条{' '}
      <Button type="link" size="small" onClick={onExact} title="统计精确的总条数（数据多时需要几秒）">
        精确计数
      </Button>
    </span>
  );
}
