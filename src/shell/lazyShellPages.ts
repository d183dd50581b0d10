import { lazyComponent } from '../components/lazyComponent';

// Pages and parts of the main layout that not every first screen shows, loaded on demand like every
// screen: the first screen after login carries only what it shows (issue 12).
export const ResultPage = lazyComponent(() => import('../engine/screens/ResultPage').then((m) => m.ResultPage));
export const UnderConstructionPage = lazyComponent(() => import('../pages/UnderConstructionPage').then((m) => m.UnderConstructionPage));
export const BootFailure = lazyComponent(() => import('./BootFailure').then((m) => m.BootFailure));
export const PhoneMenuDrawer = lazyComponent(() => import('./PhoneMenuDrawer').then((m) => m.PhoneMenuDrawer));
export const ChangePasswordDialog = lazyComponent(() => import('./ChangePasswordDialog').then((m) => m.ChangePasswordDialog));
