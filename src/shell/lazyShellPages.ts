import { lazy } from 'react';

// Pages of the main layout, loaded on demand like every screen.
export const ResultPage = lazy(() => import('../engine/screens/ResultPage').then((m) => ({ default: m.ResultPage })));
export const UnderConstructionPage = lazy(() =>
  import('../pages/UnderConstructionPage').then((m) => ({ default: m.UnderConstructionPage })),
);
