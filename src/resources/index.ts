import type { ResourceOverrides } from '../engine/screens/overrides';
import { ORDER_VIEWS } from '../schemas/orderViews';

// Family folders: one module serving several resources that share their screens.
const salesDocuments = () => import('./sales-documents');
const salesSettings = () => import('./sales-settings');

/**
 * Hand-written overrides of generated screens, by resource name: an explicit list (no module
 * registers itself on import), each loaded only when one of its resource's screens is first shown.
 * Adding one: a folder src/resources/<name>/ (or a family folder serving several resources) with an
 * index.ts exporting any of ResourceOverrides' members, and one line here per resource. See
 * README.md beside this file.
 */
export const resourceOverrides: Record<string, () => Promise<ResourceOverrides>> = {
  product: () => import('./product'),
  customer_potential: () => import('./customer_potential'),
  ...Object.fromEntries(ORDER_VIEWS.map((view) => [view, salesDocuments])),
  taxes: salesSettings,
  paymode: salesSettings,
};
