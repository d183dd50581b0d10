import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { TrendPoint, TrendResult } from '../../domain/sales/dto';
import { formatCents } from '../../domain/money';
import type { TrendView } from './trendViews';
import { bucketDays } from './drillDown';
import { PRIMARY_COLOR } from '../../theme';
import { t } from '../../i18n/messages/zh-CN/pageDashboardTrend';
import { formatNumber } from '../../engine/renderers/numberFormat';

// Only the pieces the dashboard draws: this module is imported by the dashboard page alone, so
// echarts stays out of every other chunk.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * The buckets' names in the shown language (the server's Chinese `labels` are for other readers of the
 * API): week days, the month's days, or the year's months, one per point.
 */
function bucketLabels(range: TrendResult['range'], count: number): string[] {
  if (range === 'week') return t('weekdays').split(',').slice(0, count);
  if (range === 'year') return t('months').split(',').slice(0, count);
  return Array.from({ length: count }, (_, i) => t('dayOfMonth', { n: i + 1 }));
}

/** The two series' names by range: keys of their texts, translated when drawn. */
const PERIOD_NAMES = {
  week: ['thisWeek', 'lastWeek'],
  month: ['thisMonth', 'lastMonth'],
  year: ['thisYear', 'lastYear'],
} as const;

/** This and last period as two series over the same axis: order counts, or amounts in yuan. */
export function TrendChart({ data, view, onOpen }: { data: TrendResult; view: TrendView; onOpen?: (from: string, to: string) => void }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // A bar (or a line's point) opens the sales of its day, or its month in a year's trend (drillDown.ts).
  const open = useRef<(series: number, index: number) => void>(() => undefined);
  const clickable = !!onOpen;
  // The canvas cannot read CSS: its words and lines take antd's tokens of the theme drawn (浅色 or 深色),
  // redrawn when it changes.
  const { token } = theme.useToken();
  open.current = (series, index) => {
    const point = (series === 0 ? data.this : data.last).points[index];
    if (point && onOpen) onOpen(...bucketDays(point.date, data.range === 'year'));
  };

  useEffect(() => {
    if (!el.current) return;
    chart.current = echarts.init(el.current);
    chart.current.on('click', (p) => open.current(p.seriesIndex ?? 0, p.dataIndex));
    const onResize = () => chart.current?.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const [thisName, lastName] = PERIOD_NAMES[data.range].map((key) => t(key));
    const {
      colorText: text,
      colorTextSecondary: secondary,
      colorBorderSecondary: line,
      colorBgElevated: ground,
      colorTextQuaternary: last,
    } = token;
    // A point without `totals` (withheld: trendViews.ts then offers counts only) draws no amount, never a zero.
    const value = (p: TrendPoint | undefined) => (!p ? null : view === 'order' ? p.orders : p.totals === undefined ? null : p.totals / 100);
    chart.current?.setOption(
      {
        // 本期 in the brand's blue, 上期 in the theme's faint grey (#bfbfbf on white, as before).
        color: [PRIMARY_COLOR, last],
        tooltip: {
          trigger: 'axis',
          backgroundColor: ground,
          borderColor: line,
          textStyle: { color: text },
          valueFormatter: (v: unknown) =>
            typeof v === 'number' ? (view === 'order' ? t('orders', { n: formatNumber(v) }) : formatCents(Math.round(v * 100))) : '-',
        },
        legend: { data: [thisName, lastName], top: 0, textStyle: { color: text } },
        grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
        xAxis: {
          type: 'category',
          data: bucketLabels(data.range, data.labels.length),
          boundaryGap: view === 'order',
          axisLabel: { color: secondary },
          axisLine: { lineStyle: { color: line } },
        },
        yAxis: {
          type: 'value',
          minInterval: view === 'order' ? 1 : undefined,
          axisLabel: { color: secondary, formatter: (v: number) => (view === 'order' ? String(v) : `¥${formatNumber(v)}`) },
          splitLine: { lineStyle: { color: line } },
        },
        series: [
          {
            cursor: clickable ? 'pointer' : 'default',
            name: thisName,
            type: view === 'order' ? 'bar' : 'line',
            smooth: true,
            data: data.labels.map((_, i) => value(data.this.points[i])),
          },
          {
            cursor: clickable ? 'pointer' : 'default',
            name: lastName,
            type: view === 'order' ? 'bar' : 'line',
            smooth: true,
            data: data.labels.map((_, i) => value(data.last.points[i])),
          },
        ],
      },
      true,
    );
  }, [data, view, clickable, token]);

  return <div ref={el} style={{ height: 320, width: '100%' }} data-testid="trend-chart" />;
}
