import type { CSSProperties, ReactNode } from 'react';
import './panel.css';

interface PanelProps {
  /** The panel's heading, on the left of its head. */
  title?: ReactNode;
  /** Controls on the right of its head (a link to the whole list, a range switch). */
  extra?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A bordered box with an optional head (title and extra) and a body — how antd's Card looks, drawn
 * by panel.css from the theme's variables. Used where the first screen needs boxes (仪表盘): antd's
 * Card brings its Tabs with it (a card may hold tabs), about 11 KB gzip the first screen does not
 * use (docs/performance.md, bench:bundle). Other screens keep antd's Card.
 */
export function Panel({ title, extra, children, style, 'data-testid': testId }: PanelProps) {
  return (
    <div className="panel" style={style} data-testid={testId}>
      {(title || extra) && (
        <div className="panel__head">
          <div className="panel__title">{title}</div>
          {extra && <div className="panel__extra">{extra}</div>}
        </div>
      )}
      <div className="panel__body">{children}</div>
    </div>
  );
}
