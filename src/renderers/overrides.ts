/**
 * Renderers chosen per field by key (`field.renderer` in a schema), overriding the type's renderer.
 * An explicit map rather than components registering themselves on import: what a key means is
 * readable here, and an unknown key shows the "unknown field" marker instead of silently falling
 * back. See src/renderers/README.md.
 */
import type { Renderer } from './types';

export const rendererOverrides: Record<string, Renderer> = {};
