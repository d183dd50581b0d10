import { describe, expect, it } from 'vitest';
import { fieldJsonSchema } from '../../../server/src/schema-engine/request-schemas';
import { PATTERNED_TEXT_MAX_LENGTH } from '../../../src/schemas/textPattern';

/**
 * Each character of a patterned text may cost the pattern's whole program (src/schemas/textPattern.ts),
 * so the request schema holds such a text to PATTERNED_TEXT_MAX_LENGTH even when a design published
 * before that rule asks for more; a text without a pattern keeps its own length.
 */
describe('the request schema bounds a patterned text', () => {
  it('caps maxLength for a field with its own pattern, and only for it', () => {
    const long = { name: 'code', label: '编码', type: 'textarea' as const, maxLength: 60_000 };
    expect(fieldJsonSchema({ ...long, pattern: '^a+$' }).maxLength).toBe(PATTERNED_TEXT_MAX_LENGTH);
    expect(fieldJsonSchema({ ...long, pattern: '^a+$', maxLength: 30 }).maxLength).toBe(30);
    expect(fieldJsonSchema(long).maxLength).toBe(60_000);
  });
});
