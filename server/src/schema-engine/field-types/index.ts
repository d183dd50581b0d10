import type { FieldSchema, FieldType } from '../../../../src/schemas/types';
import { autoNumber } from './autoNumber';
import { file } from './file';
import { region } from './region';
import type { ServerFieldPart } from './spec';

/**
 * The server parts of the field types that have one (README.md here), by type. `satisfies` makes
 * every key a real FieldType; a part file left out of the map fails its test
 * (tests/server/schema-engine/field-types/index.unit.test.ts). A type without a part is stored and
 * validated from its spec alone.
 */
export const SERVER_FIELD_TYPES = { region, file, autoNumber } satisfies { readonly [T in FieldType]?: ServerFieldPart };

/** The server part of a field's type, if it has one. */
export const serverPartOf = (field: Pick<FieldSchema, 'type'>): ServerFieldPart | undefined =>
  (SERVER_FIELD_TYPES as { readonly [T in FieldType]?: ServerFieldPart })[field.type];
