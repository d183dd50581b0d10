import type { ResourceOverrides } from '../engine/screens/overrides';

/**
 * Hand-written overrides of generated screens, by resource name: an explicit list (no module
 * registers itself on import), each loaded only when one of its resource's screens is first shown.
 * Adding one: a folder src/resources/<name>/ with an index.ts exporting any of ResourceOverrides'
 * members, and one line here. See README.md beside this file.
 */
export const resourceOverrides: Record<string, () => Promise<ResourceOverrides>> = {
  product: () => import('./product'),
  customer_potential: () => import('./customer_potential'),
  order: () => import('./order'),
  customer_quotation: () => import('./customer_quotation'),
  customer_potential_quotation: () => import('./customer_potential_quotation'),
  taxes: () => import('./taxes'),
  paymode: () => import('./paymode'),
};
