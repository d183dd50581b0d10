/**
 * The stored value types `resources.ts` derives (held by `npm run typecheck`, which includes tests/):
 * a column a hand-written query reads has the type its rows hold. Each line fails to compile if the
 * derived type changes.
 */
import type { Database } from '../../../../server/src/db/types';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const stored: true[] = [
  // A date no rule requires may be null; a required or defaulted one may not.
  true satisfies Equal<Database['orders']['valid_until'], string | null>,
  true satisfies Equal<Database['orders']['order_date'], string>,
  // Booleans are 0/1, money and numbers numbers, enums of numbers numbers.
  true satisfies Equal<Database['taxes']['is_default'], number>,
  true satisfies Equal<Database['order_lines']['unit_price'], number | null>,
  true satisfies Equal<Database['orders']['status'], number>,
  // A list of references is JSON text; its link table has a row per id.
  true satisfies Equal<Database['customer']['tags'], string | null>,
  true satisfies Equal<keyof Database['customer__tags'], 'tenant_id' | 'project_id' | 'ref_id' | 'record_id'>,
];
