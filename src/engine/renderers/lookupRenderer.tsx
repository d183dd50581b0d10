/**
 * Finds the renderer of a field. Look-up order (docs/architecture.md): the field's explicit `renderer` key in
 * the override map, then the registry entry of its type, then a visible "unknown field" marker
 * naming the type and the resource — never a blank cell or a crash. A `renderer` key missing from
 * the override map falls back to the type's entry (the value is still shown usefully) and warns
 * once in development, so the typo is seen without breaking the screen.
 */
import type { FieldSchema, ResourceSchema } from '../../schemas/types';
import type { Renderer } from './types';
import { UnknownField } from './UnknownField';
import { t } from '../../i18n/messages/zh-CN/engineFields';

function unknownRenderer(what: string, schema: ResourceSchema, field: FieldSchema): Renderer {
  const Marker = () => <UnknownField what={what} resource={schema.name} field={field.name} />;
  return { Input: Marker, Display: Marker, Filter: Marker };
}

const has = (map: object, key: string) => Object.prototype.hasOwnProperty.call(map, key);

const warned = new Set<string>();
/** Development only, once per field and key: columns and forms resolve on every render. */
function warnUnknownKey(key: string, schema: ResourceSchema, field: FieldSchema) {
  const id = `${schema.name}.${field.name}:${key}`;
  if (!import.meta.env.DEV || warned.has(id)) return;
  warned.add(id);
  console.warn(t('unknownRendererWarning', { key, resource: schema.name, field: field.name, type: String(field.type) }));
}

/**
 * The renderer of `field` in `schema` in the given maps. The app's maps are bound in
 * ./resolveRenderer.tsx; the registry binds them too for the line-items sub-table.
 */
export function lookupRenderer(
  field: FieldSchema,
  schema: ResourceSchema,
  overrides: Readonly<Record<string, Renderer>>,
  registry: Readonly<Record<string, Renderer>>,
): Renderer {
  if (field.renderer) {
    if (has(overrides, field.renderer)) return overrides[field.renderer];
    warnUnknownKey(field.renderer, schema, field);
  }
  return has(registry, field.type) ? registry[field.type] : unknownRenderer(t('unknownType', { type: String(field.type) }), schema, field);
}
