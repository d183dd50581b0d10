import { Suspense } from 'react';
import { Skeleton } from 'antd';
import type { TrendResult } from '../../domain/sales/dto';
import type { TrendView } from './trendViews';
import { lazyComponent } from '../../engine/screens/lazyComponent';

// ECharts and zrender are most of the dashboard's JavaScript: they load in their own chunk after the
// page has shown its figures, and the chart's place shows a skeleton until they arrive.
const TrendChart = lazyComponent(() => import('./TrendChart').then((m) => m.TrendChart));

/** The sales trend chart, loaded on demand; a skeleton of the chart's height meanwhile. */
export function LazyTrendChart(props: { data: TrendResult; view: TrendView; onOpen?: (from: string, to: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <TrendChart {...props} />
    </Suspense>
  );
}
