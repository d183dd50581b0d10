// The import-layout lint rules (scripts/lint/layers-plugin.js), run through ESLint's RuleTester.
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import layers from '../../../scripts/lint/layers-plugin';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const at = (file: string) => path.join(process.cwd(), file);

tester.run('layers/import-extensions', layers.rules['import-extensions'], {
  valid: [
    { filename: at('src/a.ts'), code: "import { b } from './b';" },
    { filename: at('src/a.ts'), code: "import data from './data.json';" },
    { filename: at('src/a.ts'), code: "import dayjs from 'dayjs/plugin/utc.js';" },
    { filename: at('scripts/a.mjs'), code: "import { b } from './b.mjs'; import { c } from './c.js';" },
  ],
  invalid: [
    { filename: at('src/a.ts'), code: "import { b } from './b.js';", errors: [{ messageId: 'extension' }] },
    { filename: at('src/a.tsx'), code: "export { b } from '../b.tsx';", errors: [{ messageId: 'extension' }] },
    { filename: at('src/a.ts'), code: "const m = import('./lazy.ts');", errors: [{ messageId: 'extension' }] },
  ],
});

const zones = [
  { target: './server', from: './src', except: ['./schemas', './domain'], message: 'server imports only the shared core' },
  { target: './server/src/core', from: './server/src', except: ['./core'], message: 'core is the bottom' },
];

tester.run('layers/restricted-paths', layers.rules['restricted-paths'], {
  valid: [
    { filename: at('server/src/areas/x.ts'), code: "import { s } from '../../../src/schemas/order';", options: [{ zones }] },
    { filename: at('server/src/areas/x.ts'), code: "import { s } from '../../../src/domain';", options: [{ zones }] },
    { filename: at('server/src/core/x.ts'), code: "import { s } from './errors';", options: [{ zones }] },
    { filename: at('src/pages/x.ts'), code: "import { s } from '../renderers/format';", options: [{ zones }] },
    { filename: at('server/src/areas/x.ts'), code: "import { s } from 'react';", options: [{ zones }] },
  ],
  invalid: [
    {
      filename: at('server/src/http/x.ts'),
      code: "import { f } from '../../../src/renderers/format';",
      options: [{ zones }],
      errors: [{ messageId: 'restricted' }],
    },
    // A folder whose name only begins like a permitted one is not it.
    {
      filename: at('server/src/areas/x.ts'),
      code: "import { f } from '../../../src/schemasExtra/x';",
      options: [{ zones }],
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('server/src/core/x.ts'),
      code: "export * from '../areas/orders';",
      options: [{ zones }],
      errors: [{ messageId: 'restricted' }],
    },
  ],
});
