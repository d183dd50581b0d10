import { describe, expect, it } from 'vitest';
import { schemaProblems, SchemaError, validateSchema, validateSchemas } from '../../../src/schemas/validateSchema';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { gadgetSchema, makerSchema } from '../support/testSchemas';
import { resourceSchemas } from '../../../src/schemas';

const withField = (field: Partial<FieldSchema> & { name: string }, extra: Partial<ResourceSchema> = {}): ResourceSchema => ({
  name: 'thing',
  label: '物品',
  apiBase: '/x/thing',
  titleField: 'title',
  fields: [{ name: 'title', label: '标题', type: 'text' }, { label: '字段', type: 'text', ...field } as FieldSchema],
  ...extra,
});

const messages = (s: ResourceSchema) => schemaProblems(s).map((p) => `${p.field ?? ''}: ${p.message}`);

describe('validateSchema', () => {
  it('accepts every built-in schema, references included', () => {
    expect(validateSchemas(resourceSchemas)).toBe(resourceSchemas);
  });

  it('accepts a schema using every field type', () => {
    expect(schemaProblems(gadgetSchema)).toEqual([]);
    expect(validateSchemas([gadgetSchema, makerSchema])).toHaveLength(2);
  });

  it('fails loudly naming the resource and the field', () => {
    const broken = withField({ name: 'kind', type: 'colour' as never });
    expect(() => validateSchema(broken)).toThrow(SchemaError);
    expect(() => validateSchema(broken)).toThrow('resource "thing", field "kind": unknown type "colour"');
  });

  it.each<[string, ResourceSchema, string]>([
    ['enum without options', withField({ name: 'st', type: 'enum' }), 'st: enum needs options'],
    [
      'duplicate enum values',
      withField({
        name: 'st',
        type: 'enum',
        options: [
          { value: 1, label: 'a' },
          { value: '1', label: 'b' },
        ],
      }),
      'st: enum value "1" appears twice',
    ],
    [
      'selectable outside options',
      withField({ name: 'st', type: 'enum', options: [{ value: 1, label: 'a' }], selectable: [2] }),
      'st: selectable value "2" is not an option',
    ],
    [
      'enum value with a comma',
      withField({ name: 'st', type: 'enum', options: [{ value: 'a,b', label: 'a' }] }),
      'st: enum value "a,b" must not contain a comma',
    ],
    ['reference without target', withField({ name: 'owner', type: 'reference' }), 'owner: reference needs reference.resource (the target)'],
    ['lineItems without itemFields', withField({ name: 'lines', type: 'lineItems' }), 'lines: lineItems needs itemFields'],
    [
      'bad item field',
      withField({ name: 'lines', type: 'lineItems', itemFields: [{ name: 'q', label: '', type: 'number' }] }),
      'lines.q: label (Chinese) is required',
    ],
    [
      'computation naming an unknown item',
      withField({
        name: 'lines',
        type: 'lineItems',
        itemFields: [{ name: 'q', label: '数量', type: 'number' }],
        computation: { quantity: 'qty' },
      }),
      'lines: computation.quantity names unknown item field "qty"',
    ],
    ['min above max', withField({ name: 'n', type: 'number', min: 5, max: 1 }), 'n: min 5 is greater than max 1'],
    ['min on text', withField({ name: 'n', min: 1 }), 'n: min/max apply to numbers, not to type "text"'],
    ['bad pattern', withField({ name: 'n', pattern: '([' }), 'n: pattern is not a valid regular expression: (['],
    [
      'pattern on a number',
      withField({ name: 'n', type: 'number', pattern: '^\\d+$' }),
      'n: pattern apply to text types, not to type "number"',
    ],
    [
      'lengths on an enum',
      withField({ name: 'n', type: 'enum', options: [{ value: 1, label: 'a' }], minLength: 1, maxLength: 2 }),
      'n: minLength/maxLength apply to text types, not to type "enum"',
    ],
    [
      'patternMessage on money',
      withField({ name: 'n', type: 'money', patternMessage: '不对' }),
      'n: patternMessage apply to text types, not to type "money"',
    ],
    [
      'maxLength on references',
      withField({ name: 'n', type: 'references', reference: { resource: 'x', labelField: 'name' }, maxLength: 3 }),
      'n: maxLength apply to text types, not to type "references"',
    ],
    [
      'precision on an integer',
      withField({ name: 'n', type: 'integer', precision: 2 }),
      'n: precision applies to number and percent fields: a whole number from 0 to 6',
    ],
    [
      'precision out of range',
      withField({ name: 'n', type: 'number', precision: 9 }),
      'n: precision applies to number and percent fields: a whole number from 0 to 6',
    ],
    ['filterable json', withField({ name: 'n', type: 'json', filterable: true }), 'n: type "json" cannot be filterable'],
    ['searchable money', withField({ name: 'n', type: 'money', searchable: true }), 'n: type "money" cannot be searchable'],
    [
      'indexed: false on a plain field',
      withField({ name: 'n', indexed: false }),
      'n: indexed: false applies to filterable or sortable fields only',
    ],
    ['reserved name', withField({ name: 'pageNo' }), 'pageNo: name "pageNo" is reserved'],
    ['a system column', withField({ name: 'tenantId' }), 'tenantId: name "tenantId" is reserved'],
    ['the creator column', withField({ name: 'createdBy' }), 'createdBy: name "createdBy" is reserved'],
    ['a system column in other letters', withField({ name: 'tenantID' }), 'tenantID: name "tenantID" is reserved'],
    [
      'a section without its fields',
      withField({ name: 'n' }, { form: { sections: [{ title: '基本' } as never] } }),
      ': form.sections[0].fields must be a list of field names',
    ],
    [
      'double underscore',
      withField({ name: 'a__b' }),
      'a__b: name must be letters, digits and "_", start with a letter and not contain "__"',
    ],
    ['duplicate field', withField({ name: 'title' }), 'title: duplicate field name'],
    ['default of the wrong type', withField({ name: 'n', type: 'integer', default: 'x' }), 'n: default "x" does not fit type "integer"'],
    ['unknown column', withField({ name: 'n' }, { list: { columns: ['nope'] } }), 'nope: list.columns names an unknown field'],
    ['unknown filter', withField({ name: 'n' }, { list: { filters: ['nope'] } }), 'nope: list.filters names an unknown field'],
    [
      'unsortable default sort',
      withField({ name: 'n' }, { list: { defaultSort: { field: 'n', order: 'asc' } } }),
      'n: list.defaultSort names a field that is not sortable',
    ],
    ['bad page size', withField({ name: 'n' }, { list: { pageSize: 0 } }), ': list.pageSize must be a whole number from 1 to 100'],
    [
      'unknown form field',
      withField({ name: 'n' }, { form: { sections: [{ fields: ['zz'] }] } }),
      'zz: form.sections[0] names an unknown field',
    ],
    ['unknown titleField', withField({ name: 'n' }, { titleField: 'nope' }), 'nope: titleField names an unknown field'],
    ['unknown colorField', withField({ name: 'n' }, { colorField: 'hue' }), 'hue: colorField names an unknown field'],
    ['importKey not required', withField({ name: 'n' }, { importKey: 'n' }), 'n: importKey names no required field'],
    ['bad apiBase', withField({ name: 'n' }, { apiBase: 'x/' }), ': apiBase must start with "/" and not end with "/"'],
    ['multiEnum without options', withField({ name: 'tags', type: 'multiEnum' }), 'tags: multiEnum needs options'],
    [
      'multiEnum with a number value',
      withField({ name: 'tags', type: 'multiEnum', options: [{ value: 1, label: '甲' }] }),
      'tags: every multiEnum option needs a string value',
    ],
    [
      'multiEnum value with a quote',
      withField({ name: 'tags', type: 'multiEnum', options: [{ value: 'a"b', label: '甲' }] }),
      'tags: multiEnum value "a"b" must not contain a quote or a backslash',
    ],
    [
      'multiEnum values differing only in case',
      withField({
        name: 'tags',
        type: 'multiEnum',
        options: [
          { value: 'vip', label: '贵宾' },
          { value: 'VIP', label: '大客户' },
        ],
      }),
      'tags: multiEnum value "VIP" differs from another only in case',
    ],
    [
      'multiEnum with a default',
      withField({ name: 'tags', type: 'multiEnum', options: [{ value: 'a', label: '甲' }], default: 'a' }),
      'tags: multiEnum takes no default',
    ],
    [
      'options on a url',
      withField({ name: 'n', type: 'url', options: [{ value: 'a', label: '甲' }] }),
      'n: options/selectable apply to enum and multiEnum fields only',
    ],
  ])('reports %s', (_what, schema, expected) => {
    expect(messages(schema)).toContain(expected);
  });

  it('accepts the business types: url, time, multiEnum (options, selectable), idCard and creditCode, filterable', () => {
    const options = [
      { value: 'retail', label: '零售', color: 'blue' },
      { value: 'repair', label: '维修' },
    ];
    const s = withField({ name: 'site', type: 'url', filterable: true, searchable: true, sortable: true });
    s.fields.push(
      { name: 'opensAt', label: '营业时间', type: 'time', filterable: true, sortable: true },
      { name: 'scopes', label: '经营范围', type: 'multiEnum', filterable: true, options, selectable: ['retail'] },
      { name: 'idNo', label: '身份证号', type: 'idCard', filterable: true, searchable: true },
      { name: 'creditCode', label: '信用代码', type: 'creditCode', filterable: true, sortable: true },
    );
    expect(messages(s)).toEqual([]);
    expect(messages(withField({ name: 'scopes', type: 'multiEnum', options, sortable: true }))).toEqual([
      'scopes: type "multiEnum" cannot be sortable',
    ]);
  });

  it('reports a schema without fields instead of crashing', () => {
    expect(messages({ name: 'x', label: 'X', apiBase: '/x', titleField: 'a', fields: [] })).toEqual([
      ': fields must list at least one field',
    ]);
  });

  it('checks reference targets and duplicate names across schemas', () => {
    expect(() => validateSchemas([gadgetSchema])).toThrow(
      'resource "gadget", field "maker": reference target "maker" is not a known resource',
    );
    const badLabel = { ...makerSchema, fields: [{ name: 'title', label: '标题', type: 'text' as const }], titleField: 'title' };
    expect(() => validateSchemas([gadgetSchema, badLabel])).toThrow('reference labelField "name" is not a field of "maker"');
    expect(() => validateSchemas([makerSchema, makerSchema])).toThrow('two schemas have this name');
  });

  it('keeps text rules on every text-typed field (text, textarea, phone, email, image, reference, date, datetime, url, time, codes)', () => {
    for (const type of [
      'text',
      'textarea',
      'phone',
      'email',
      'image',
      'date',
      'datetime',
      'url',
      'time',
      'idCard',
      'creditCode',
    ] as const) {
      expect(messages(withField({ name: 'n', type, pattern: '^.+$', patternMessage: '不对', minLength: 1, maxLength: 9 })), type).toEqual(
        [],
      );
    }
    expect(messages(withField({ name: 'n', type: 'number', precision: 0 }))).toEqual([]);
  });

  it('checks reference label fields when loaded with a lookup, line-item fields too', () => {
    const lookup = (name: string) => (name === 'maker' ? makerSchema : undefined);
    expect(validateSchema(gadgetSchema, lookup)).toBe(gadgetSchema);
    const badLabel = {
      ...gadgetSchema,
      fields: gadgetSchema.fields.map((f) => (f.name === 'maker' ? { ...f, reference: { resource: 'maker', labelField: 'title' } } : f)),
    };
    expect(() => validateSchema(badLabel, lookup)).toThrow(
      'resource "gadget", field "maker": reference labelField "title" is not a field of "maker"',
    );
    const lines = withField({
      name: 'lines',
      type: 'lineItems',
      itemFields: [{ name: 'who', label: '厂商', type: 'reference', reference: { resource: 'maker', labelField: 'nick' } }],
    });
    expect(() => validateSchema(lines, lookup)).toThrow(
      'resource "thing", field "lines.who": reference labelField "nick" is not a field of "maker"',
    );
    expect(() => validateSchemas([lines, makerSchema])).toThrow('field "lines.who": reference labelField "nick"');
    // Without a lookup only the schema itself is checked (the server adds its own target checks).
    expect(validateSchema(badLabel)).toBe(badLabel);
    expect(() => validateSchema(gadgetSchema, () => undefined)).toThrow('reference target "maker" is not a known resource');
    expect(validateSchema(gadgetSchema, () => 'external')).toBe(gadgetSchema);
  });

  it('accepts a reference to a non-schema target that brings its own apiBase', () => {
    const s = withField({
      name: 'owner',
      type: 'reference',
      reference: { resource: 'user', labelField: 'nickname', apiBase: '/setting/user' },
    });
    expect(validateSchemas([s])).toHaveLength(1);
  });
});
