import type { FieldSchema } from '../../../../src/schemas/types';
import { specOf } from '../../../../src/schemas/fieldTypes';
import type { CellContext } from '../../../../src/schemas/fieldTypes/spec';
import type { TitleOf } from './reference-titles';
import { businessWallClock } from '../../core/business-days';

/** What the field types' `toCell` read for one chunk of rows: its titles, the business wall clock. */
export function cellContext(titleOf: TitleOf): CellContext {
  return {
    title: titleOf,
    wallClock: businessWallClock,
    itemText: (item: FieldSchema, value: unknown) =>
      specOf(item).refersTo && value !== null && value !== undefined && value !== ''
        ? (Array.isArray(value) ? value : [value]).map((id) => titleOf(item, String(id))).join('、')
        : specOf(item).text(value, item),
  };
}
