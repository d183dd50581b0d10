import { describe, expect, it } from 'vitest';
import pluralize, { plural, singular } from '../../../src/shims/pluralize';

describe('pluralize shim', () => {
  it('keeps every word as it is, as the app asks refine to (src/App.tsx)', () => {
    for (const word of ['customer', 'customer_potential', 'orders', '客户']) {
      expect(plural(word)).toBe(word);
      expect(singular(word)).toBe(word);
      expect(pluralize.plural(word)).toBe(word);
      expect(pluralize.singular(word)).toBe(word);
    }
  });
});
