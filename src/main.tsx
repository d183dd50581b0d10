import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RootRoutes } from './shell/RootRoutes';
import { MainApp } from './shell/lazyApp';
import './shell/global.css';
import { applyStartingTheme } from './themeVariables';

applyStartingTheme();

// The refine app under /app loads on demand: the login screens' JavaScript stays free of refine and antd.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <RootRoutes app={<MainApp />} />
    </BrowserRouter>
  </StrictMode>,
);
