import { describe, expect, it } from 'vitest';
import { stableBody } from '../../../server/src/schema-engine/stable-bodies';
import { addBodySchema } from '../../../server/src/schema-engine/request-schemas';
import type { ResourceSchema } from '../../../src/schemas/types';

const schema = (label: string): ResourceSchema => ({
  name: 'equipment',
  label: '设备台账',
  apiBase: '/business/custom/equipment',
  titleField: 'name',
  fields: [{ name: 'name', label, type: 'text' }],
});

describe('stableBody', () => {
  it('gives one body object per distinct schema, however many times the schema object is made again', () => {
    const first = stableBody('add', schema('名称'), () => addBodySchema(schema('名称')));
    // A reload builds new schema objects: the same JSON, the same body, so Ajv compiles it once.
    expect(stableBody('add', schema('名称'), () => addBodySchema(schema('名称')))).toBe(first);
    expect(stableBody('add', schema('设备名称'), () => addBodySchema(schema('设备名称')))).not.toBe(first);
    expect(stableBody('update', schema('名称'), () => addBodySchema(schema('名称')))).not.toBe(first);
  });
});
