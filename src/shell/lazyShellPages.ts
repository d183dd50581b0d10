import { lazyComponent } from '../engine/screens/lazyComponent';

// Pages and parts of the main layout that not every first screen shows, loaded on demand like every
// screen: the first screen after login carries only what it shows (docs/requirements.md §10.5).
export const ResultPage = lazyComponent(() => import('../engine/screens/ResultPage').then((m) => m.ResultPage));
export const UnderConstructionPage = lazyComponent(() => import('../pages/UnderConstructionPage').then((m) => m.UnderConstructionPage));
export const ChangePasswordDialog = lazyComponent(() => import('./ChangePasswordDialog').then((m) => m.ChangePasswordDialog));
export const SchemaUpdateBanner = lazyComponent(() => import('./SchemaUpdateBanner').then((m) => m.SchemaUpdateBanner));
export const MenuDrawer = lazyComponent(() => import('./MenuDrawer').then((m) => m.MenuDrawer));
