import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../../components/lazyComponent';
import type { ResourceSchema } from '../../schemas/types';
import { validateSchema } from '../../schemas/validateSchema';
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

function screen(schema: ResourceSchema, kind: ScreenKind, loadOverrides: OverrideModules): LazyComponent {
  return lazyComponent(async () => {
    const load = Object.prototype.hasOwnProperty.call(loadOverrides, schema.name) ? loadOverrides[schema.name] : undefined;
    const overrides = load ? await load() : undefined;
    const Own = overrides?.[kind];
    if (Own) return () => <Own schema={schema} />;
    const Generated = await generated[kind]();
    return () => <Generated schema={schema} overrides={overrides} />;
  });
}

// One set of lazy screens per schema and override list: a new lazy component on every call would remount the screen.
const cache = new WeakMap<OverrideModules, WeakMap<ResourceSchema, ResourceScreens>>();

/**
 * The four screens of a schema resource: the hand-written override of `loadOverrides` (the app
 * passes src/resources/index.ts) where it exports one, else the generated screen, which still
 * takes the module's smaller overrides (columns, inputs, displays, list header). All lazy: an
 * override module and a screen load when the route is first visited. The schema is validated
 * here, reference targets and their label fields included, so a broken one fails loudly at start
 * naming the resource and field.
 */
export function screensFor(schema: ResourceSchema, loadOverrides: OverrideModules): ResourceScreens {
  const known = cache.get(loadOverrides)?.get(schema);
  if (known) return known;
  // Reference targets are checked against the served schemas, built-in and added (and the schema
  // itself), as the server does at start.
  validateSchema(schema, (name) => (name === schema.name ? schema : schemaOf(name)));
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
