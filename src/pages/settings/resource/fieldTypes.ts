/**
 * The field types the designer offers and which settings apply to each. The types and their
 * Chinese names are the shared design rules' (src/schemas/designCheck.ts, which the server checks a
 * publish with); what a type allows (filter, sort, search, text rules, numbers, defaults) is read
 * from its spec (src/schemas/fieldTypes/), so the designer never offers a setting a publish would refuse.
 */
import { DESIGN_FIELD_TYPES } from '../../../schemas/designCheck';
import { FIELD_TYPE_SPECS } from '../../../schemas/fieldTypes';
import type { FieldSchema, FieldType } from '../../../schemas/types';
import type { designerFieldsTexts } from '../../../i18n/messages/zh-CN/designerFields';

export { fieldTypeLabel } from '../../../schemas/designCheck';

/** Options of the type select, in the order the design rules offer them (each name read when shown). */
export const FIELD_TYPE_OPTIONS = DESIGN_FIELD_TYPES.map((t) => ({
  value: t.type,
  get label() {
    return t.label;
  },
}));

/** What can be set on a field of `type`. */
export interface TypeAbilities {
  /** min / max (numbers; money in yuan in the designer, cents in the schema). */
  numeric: boolean;
  /** Money: limits and defaults typed in yuan, kept in cents. */
  cents: boolean;
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
  /** Points at records of another resource: 关联资源 and its 显示字段. */
  reference: boolean;
  /** The settings only this type takes (选择到, 允许的类型, 编号规则…), each with its own input. */
  own: ReadonlyArray<keyof FieldSchema>;
  /** What a new field of the type starts with to be valid at once (starter options, a 编号规则). */
  starter: Partial<FieldSchema>;
  /**
   * The server gives the value (自动编号): never required, never in forms (the designer does not offer
   * 必填 and 表单显示 for it).
   */
  serverSet: boolean;
}

/**
 * The settings a type allows (see TypeAbilities), from its spec: what it allows (filter, sort,
 * search, numbers), whether users type free text, whether a default can be given (none where the
 * value is chosen from a picker, several values, a personal number, uploads or the server's number).
 */
export function abilitiesOf(type: FieldType): TypeAbilities {
  const spec = FIELD_TYPE_SPECS[type];
  const d = spec.defaults;
  return {
    numeric: d.numeric,
    cents: !!spec.cents,
    textual: d.textual && !!spec.designer?.typedText,
    filterable: d.filterKind !== 'none',
    sortable: d.sortable,
    searchable: d.searchable,
    precision: spec.decimals === 'field',
    defaultable: spec.designer?.default === 'typed',
    options: !!spec.options,
    reference: !!spec.refersTo,
    own: spec.ownSettings?.keys ?? [],
    starter: spec.designer?.starter ?? {},
    serverSet: !!spec.serverSet,
  };
}

/** Tag colours offered for options (antd preset colours), with the keys of their names (designerFields texts). */
export const OPTION_COLORS: readonly { value: string; label: keyof typeof designerFieldsTexts }[] = [
  { value: 'default', label: 'colorDefault' },
  { value: 'blue', label: 'colorBlue' },
  { value: 'green', label: 'colorGreen' },
  { value: 'orange', label: 'colorOrange' },
  { value: 'red', label: 'colorRed' },
  { value: 'gold', label: 'colorGold' },
  { value: 'cyan', label: 'colorCyan' },
  { value: 'purple', label: 'colorPurple' },
  { value: 'magenta', label: 'colorMagenta' },
];
