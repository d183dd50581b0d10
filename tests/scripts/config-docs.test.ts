import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, renderConfigDoc } from '../../scripts/config-docs';

describe('docs/configuration.md', () => {
  it('is in step with the configuration schema (npm run docs:config writes it)', () => {
    expect(fs.readFileSync(CONFIG_DOC, 'utf8')).toBe(renderConfigDoc());
  });
});
