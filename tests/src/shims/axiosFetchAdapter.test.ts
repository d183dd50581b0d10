import { describe, expect, it } from 'vitest';
import { getFetch } from '../../../src/shims/axiosFetchAdapter';

describe("axios's fetch adapter in the build", () => {
  it('answers "not available", so only the client\'s xhr adapter can send', () => {
    expect(getFetch()).toBe(false);
  });
});
