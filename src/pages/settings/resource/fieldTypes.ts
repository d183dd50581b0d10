/**
 * The field types the designer offers and which settings apply to each. The types and their
 * Chinese names are the shared design rules' (src/schemas/designCheck.ts, which the server checks a
 * publish with); what a type allows (filter, sort, search, text rules, numbers) is read from the
 * schema's per-type defaults, so the designer never offers a setting a publish would refuse.
 */
import { DESIGN_FIELD_TYPES } from '../../../schemas/designCheck';
import { TYPE_DEFAULTS } from '../../../schemas/fieldDefaults';
import type { FieldType } from '../../../schemas/types';

export { fieldTypeLabel } from '../../../schemas/designCheck';

/** Options of the type select, in the order the design rules offer them. */
export const FIELD_TYPE_OPTIONS = DESIGN_FIELD_TYPES.map((t) => ({ value: t.type, label: t.label }));

/** What can be set on a field of `type`. */
export interface TypeAbilities {
  /** min / max (numbers; money in yuan in the designer, cents in the schema). */
  numeric: boolean;
  /** minLength / maxLength / pattern / patternMessage. */
  textual: boolean;
  filterable: boolean;
  sortable: boolean;
  searchable: boolean;
  /** Decimal places (number and percent). */
  precision: boolean;
  /** A default value can be typed or chosen. */
  defaultable: boolean;
  /** Has options with colours (单选, 多选). */
  options: boolean;
}

// Chosen from a picker or a server list, several values, or a personal number: no sensible default.
const NO_DEFAULT: ReadonlySet<FieldType> = new Set<FieldType>([
  'datetime',
  'image',
  'reference',
  'references',
  'multiEnum',
  'idCard',
  'creditCode',
  'json',
  'lineItems',
]);
// Length and pattern rules make sense where users type free text; the other text types have a fixed shape.
const TYPED_TEXT: ReadonlySet<FieldType> = new Set<FieldType>(['text', 'textarea', 'phone', 'email', 'url']);

/** The settings a type allows (see TypeAbilities). */
export function abilitiesOf(type: FieldType): TypeAbilities {
  const d = TYPE_DEFAULTS[type];
  return {
    numeric: d.numeric,
    textual: d.textual && TYPED_TEXT.has(type),
    filterable: d.filterKind !== 'none',
    sortable: d.sortable,
    searchable: d.searchable,
    precision: type === 'number' || type === 'percent',
    defaultable: !NO_DEFAULT.has(type),
    options: type === 'enum' || type === 'multiEnum',
  };
}

/** Tag colours offered for options (antd preset colours), with their Chinese names. */
export const OPTION_COLORS: readonly { value: string; label: string }[] = [
  { value: 'default', label: '灰色' },
  { value: 'blue', label: '蓝色' },
  { value: 'green', label: '绿色' },
  { value: 'orange', label: '橙色' },
  { value: 'red', label: '红色' },
  { value: 'gold', label: '金色' },
  { value: 'cyan', label: '青色' },
  { value: 'purple', label: '紫色' },
  { value: 'magenta', label: '品红' },
];
