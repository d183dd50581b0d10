import type { FieldSchema, ResourceSchema } from '../../schemas/types';
import { lookupRenderer } from './lookupRenderer';
import { rendererOverrides } from './overrides';
import { rendererRegistry } from './registry';
import type { Renderer } from './types';

/**
 * The renderer of `field` in `schema` (look-up order in ./lookupRenderer.tsx). `overrides` and
 * `registry` default to the app's maps (tests pass their own).
 */
export function resolveRenderer(
  field: FieldSchema,
  schema: ResourceSchema,
  overrides: Readonly<Record<string, Renderer>> = rendererOverrides,
  registry: Readonly<Record<string, Renderer>> = rendererRegistry,
): Renderer {
  return lookupRenderer(field, schema, overrides, registry);
}
