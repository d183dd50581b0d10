import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../../../src/schemas/types';
import { SERVER_FIELD_TYPES, serverPartOf } from '../../../../server/src/schema-engine/field-types';

const FOLDER = path.resolve(import.meta.dirname, '../../../../server/src/schema-engine/field-types');
/** The folder's files that are no type's part. */
const INFRASTRUCTURE = ['index.ts', 'spec.ts'];

describe('the server parts of field types (server/src/schema-engine/field-types)', () => {
  const partFiles = fs.readdirSync(FOLDER).filter((name) => name.endsWith('.ts') && !INFRASTRUCTURE.includes(name));

  it('has one file per part, named as its type, each registered in SERVER_FIELD_TYPES', async () => {
    const types = partFiles.map((name) => name.replace(/\.ts$/, ''));
    expect(
      types.filter((t) => !(FIELD_TYPES as readonly string[]).includes(t)),
      'files named as no field type',
    ).toEqual([]);
    expect([...types].sort()).toEqual(Object.keys(SERVER_FIELD_TYPES).sort());
    for (const type of types) {
      const module = (await import(path.join(FOLDER, `${type}.ts`))) as Record<string, unknown>;
      expect(module[type], `${type}.ts exports the part the map holds`).toBe(SERVER_FIELD_TYPES[type as keyof typeof SERVER_FIELD_TYPES]);
    }
  });

  it('gives a field its type’s part, and none to a type the spec describes fully', () => {
    expect(serverPartOf({ type: 'region' })).toBe(SERVER_FIELD_TYPES.region);
    expect(serverPartOf({ type: 'rating' })).toBeUndefined();
    expect(serverPartOf({ type: 'text' })).toBeUndefined();
  });
});
