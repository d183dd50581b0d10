/**
 * 省市区: a path of mainland divisions (src/domain/regions.ts), `{ codes, names }` on the wire; the
 * server checks the codes and fills in the names (server/src/schema-engine/field-types/region.ts).
 */
import { REGION_CODE, REGION_DEPTH, regionLevelOf, regionText, isRegionValue, type RegionValue } from '../../domain/regions';
import { everywhere } from './common';
import { REQUIRED_VERB_KEYWORD } from './jsonKeywords';
import { validationMessages as say } from '../../domain/validationMessages';
import { cellText, textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

// Real divisions for the preview (GB/T 2260 short codes, as a region value holds them), cut at the field's 选择到.
const SAMPLES: RegionValue[] = [
  { codes: ['41', '4101', '410102'], names: ['河南省', '郑州市', '中原区'] },
  { codes: ['44', '4403', '440305'], names: ['广东省', '深圳市', '南山区'] },
];

/**
 * A value as text: the names of its divisions. A plain string is a value saved before the field was
 * a region (the built-in 所在地区 was free text; an audit entry keeps what was written then): it
 * reads as it was typed.
 */
const asText = (value: unknown): string => (isRegionValue(value) ? regionText(value) : typeof value === 'string' ? value : '');

export const region: FieldTypeSpec = {
  get label() {
    return t('region');
  },
  // Chosen from the division data; the filter is a province or a city and finds the records within it.
  defaults: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: false, numeric: false, textual: false },
  required: 'choose',
  ownSettings: {
    keys: ['regionLevel'],
    get refusal() {
      return t('regionOnly');
    },
  },
  designProblems: (f, at) => {
    if (f.regionLevel !== undefined && ![1, 2, 3].includes(f.regionLevel)) at(t('regionLevel'));
  },
  schemaProblems: (f, at) => {
    if (f.regionLevel !== undefined && ![1, 2, 3].includes(f.regionLevel)) at('regionLevel must be 1, 2 or 3');
  },
  completedInSave: true,
  storage: 'region',
  // Codes of a path from 省 down; names a client sends are accepted and replaced.
  jsonSchema: (_field, { base }) => ({
    ...base,
    type: 'object',
    additionalProperties: false,
    required: ['codes'],
    properties: {
      // No codes is no choice: 请选择{label}, as for the field left out.
      codes: {
        title: base.title,
        [REQUIRED_VERB_KEYWORD]: base[REQUIRED_VERB_KEYWORD],
        type: 'array',
        minItems: 1,
        maxItems: REGION_DEPTH,
        items: { title: base.title, type: 'string', pattern: REGION_CODE.source },
      },
      names: { title: base.title, type: 'array', maxItems: REGION_DEPTH, items: { title: base.title, type: 'string', maxLength: 50 } },
    },
  }),
  // The code of a province, city or district: the records within it.
  filterValue: (text) => (REGION_CODE.test(text) ? text : undefined),
  list: { width: 180 },
  designer: { default: 'refused', typedText: false },
  text: asText,
  // Exported as the names (河南省 郑州市 中原区); read back by the names typed (src/domain/regionMatch.ts),
  // all of the cell: a street after them is refused, not dropped. The save checks the level reached.
  cell: {
    ...textCell(asText, (cell, field, ctx) => {
      const text = cellText(cell);
      if (!text) return { value: undefined };
      const { value, rest } = ctx.region(text);
      if (!value) return { problem: say.regionText(field.label, text) };
      if (rest) return { problem: say.regionRest(field.label, rest) };
      return { value };
    }),
    rule: () => t('regionRule', { example: '河南省 郑州市 中原区' }),
  },
  sample: (field, row) => {
    const { codes, names } = SAMPLES[row % 2];
    const depth = regionLevelOf(field.regionLevel);
    return { codes: codes.slice(0, depth), names: names.slice(0, depth) } satisfies RegionValue;
  },
};
