/**
 * Finds the renderer of a field. Look-up order (DESIGN.md): the field's explicit `renderer` key in
 * the override map, then the registry entry of its type, then a visible "unknown field" marker
 * naming the type (or key) and the resource — never a blank cell or a crash.
 */
import type { FieldSchema, ResourceSchema } from '../schemas/types';
import { rendererOverrides } from './overrides';
import { rendererRegistry } from './registry';
import type { Renderer } from './types';
import { UnknownField } from './UnknownField';

function unknownRenderer(what: string, schema: ResourceSchema, field: FieldSchema): Renderer {
  const Marker = () => <UnknownField what={what} resource={schema.name} field={field.name} />;
  return { Input: Marker, Display: Marker, Filter: Marker };
}

const has = (map: object, key: string) => Object.prototype.hasOwnProperty.call(map, key);

/**
 * The renderer of `field` in `schema`. `overrides` and `registry` default to the app's maps
 * (tests pass their own).
 */
export function resolveRenderer(
  field: FieldSchema,
  schema: ResourceSchema,
  overrides: Readonly<Record<string, Renderer>> = rendererOverrides,
  registry: Readonly<Record<string, Renderer>> = rendererRegistry,
): Renderer {
  if (field.renderer) {
    return has(overrides, field.renderer) ? overrides[field.renderer] : unknownRenderer(`渲染器 ${field.renderer}`, schema, field);
  }
  return has(registry, field.type) ? registry[field.type] : unknownRenderer(`类型 ${String(field.type)}`, schema, field);
}
