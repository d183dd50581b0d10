/**
 * Renderers chosen per field by key (`field.renderer` in a schema), overriding the type's renderer.
 * An explicit map rather than components registering themselves on import: what a key means is
 * readable here; an unknown key falls back to the type's renderer and warns in development. See
 * src/engine/renderers/README.md.
 */
import type { Renderer } from './types';

export const rendererOverrides: Record<string, Renderer> = {};
