/**
 * The recipe's compiler checks, held by `npm run typecheck` (tsconfig.json includes tests/): a type
 * without its spec, or without its renderer, does not compile. Each `@ts-expect-error` fails the
 * type check if the line below it ever compiles.
 */
import { rendererRegistry } from '../../../../src/engine/renderers/registry';
import type { Renderer } from '../../../../src/engine/renderers/types';
import { FIELD_TYPE_SPECS } from '../../../../src/schemas/fieldTypes';
import type { FieldTypeSpec } from '../../../../src/schemas/fieldTypes/spec';
import type { FieldType } from '../../../../src/schemas/types';

const { rating: _ratingSpec, ...specsWithoutRating } = FIELD_TYPE_SPECS;
// @ts-expect-error the collection of specs refuses a type without its spec
const specs: Record<FieldType, FieldTypeSpec> = specsWithoutRating;

const { rating: _ratingRenderer, ...renderersWithoutRating } = rendererRegistry;
// @ts-expect-error the renderer registry refuses a type without its renderer
const renderers: Record<FieldType, Renderer> = renderersWithoutRating;

void [specs, renderers];
