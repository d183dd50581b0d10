import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RootRoutes } from './shell/RootRoutes';
import { MainApp } from './shell/lazyApp';
import './shell/global.css';
import { applyStartingTheme } from './themeVariables';
import { showStoredLocale } from './i18n/locale';

applyStartingTheme();

// The refine app under /app loads on demand: the login screens' JavaScript stays free of refine and antd.
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <RootRoutes app={<MainApp />} />
      </BrowserRouter>
    </StrictMode>,
  );

// The first frame is in the account's language: English, when chosen, is loaded before it.
void showStoredLocale().then(render);
