import { StrictMode, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RootRoutes } from './shell/RootRoutes';
import './shell/global.css';

// The refine app under /app loads on demand: the login screens' JavaScript stays free of refine and antd.
const MainApp = lazy(() => import('./App').then((m) => ({ default: m.App })));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <RootRoutes app={<MainApp />} />
    </BrowserRouter>
  </StrictMode>,
);
