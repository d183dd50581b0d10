import { resourceSchemas } from '../schemas';
import { screensFor } from '../generated/screens';
import { customPageLabels, customPages } from './customPages';
import { buildRouteTable, toRefineResources } from './routeTable';

/** The app's one route table, from SPEC section 2, the schema list and the custom pages. */
export const appRoutes = buildRouteTable(resourceSchemas, customPages, screensFor, customPageLabels);

/** refine's resources, produced from the same table as the routes. */
export const refineResources = toRefineResources(appRoutes);
