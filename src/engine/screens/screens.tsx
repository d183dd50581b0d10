import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from './lazyComponent';
import type { ResourceSchema } from '../../schemas/types';
import { schemaOf } from '../../state/servedSchemas';
import type { ResourceOverrides } from './overrides';

export interface ResourceScreens {
  list: LazyComponent;
  create: LazyComponent;
  edit: LazyComponent;
  show: LazyComponent;
}

type ScreenKind = keyof ResourceScreens;
/** The override modules by resource name (src/resources/index.ts in the app). */
type OverrideModules = Readonly<Record<string, () => Promise<ResourceOverrides>>>;

/** The generated screen of each kind, each in its own chunk. */
const generated: Record<ScreenKind, () => Promise<ComponentType<{ schema: ResourceSchema; overrides?: ResourceOverrides }>>> = {
  list: () => import('./GeneratedList').then((m) => m.GeneratedList),
  create: () => import('./GeneratedCreate').then((m) => m.GeneratedCreate),
  edit: () => import('./GeneratedEdit').then((m) => m.GeneratedEdit),
  show: () => import('./GeneratedShow').then((m) => m.GeneratedShow),
};

/**
 * Checks `schema` as a screen of it loads, reference targets and their label fields included, against
 * the served schemas, built-in and added (and the schema itself), as the server does at start. A
 * broken one fails its screen loudly (the screen's error boundary), naming resource and field. The
 * check loads with the first screen of a resource, not with the shell (docs/requirements.md §10.5).
 */
async function checkSchema(schema: ResourceSchema): Promise<void> {
  const { validateSchema } = await import('../../schemas/validateSchema');
  validateSchema(schema, (name) => (name === schema.name ? schema : schemaOf(name)));
}

function screen(schema: ResourceSchema, kind: ScreenKind, loadOverrides: OverrideModules): LazyComponent {
  return lazyComponent(async () => {
    // Checked while the screen's chunks load, not before them; awaited before the screen is given.
    const checked = checkSchema(schema);
    checked.catch(() => undefined); // not an unhandled rejection while the chunks load
    const load = Object.prototype.hasOwnProperty.call(loadOverrides, schema.name) ? loadOverrides[schema.name] : undefined;
    const overrides = load ? await load() : undefined;
    const Own = overrides?.[kind];
    if (Own) {
      await checked;
      return () => <Own schema={schema} />;
    }
    const Generated = await generated[kind]();
    await checked;
    return () => <Generated schema={schema} overrides={overrides} />;
  });
}

// One set of lazy screens per schema and override list: a new lazy component on every call would remount the screen.
const cache = new WeakMap<OverrideModules, WeakMap<ResourceSchema, ResourceScreens>>();

/**
 * The four screens of a schema resource: the hand-written override of `loadOverrides` (the app
 * passes src/resources/index.ts) where it exports one, else the generated screen, which still
 * takes the module's smaller overrides (columns, inputs, displays, list header). All lazy: an
 * override module and a screen load when the route is first visited, the schema checked as they
 * do (checkSchema). The server has checked the built-ins at its start, and the client served only the
 * added resources that pass the same checks (state/publishedSchemas.ts).
 */
export function screensFor(schema: ResourceSchema, loadOverrides: OverrideModules): ResourceScreens {
  const known = cache.get(loadOverrides)?.get(schema);
  if (known) return known;
  const screens: ResourceScreens = {
    list: screen(schema, 'list', loadOverrides),
    create: screen(schema, 'create', loadOverrides),
    edit: screen(schema, 'edit', loadOverrides),
    show: screen(schema, 'show', loadOverrides),
  };
  const bySchema = cache.get(loadOverrides) ?? new WeakMap<ResourceSchema, ResourceScreens>();
  cache.set(loadOverrides, bySchema.set(schema, screens));
  return screens;
}
