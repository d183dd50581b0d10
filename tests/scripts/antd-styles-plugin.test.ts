import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRegistrations, readStyleModule } from '../../scripts/antd-styles-plugin';

const antdStyle = (rel: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/antd/es', rel), 'utf8');

describe('antd styles plugin (scripts/antd-styles-plugin.ts)', () => {
  it('reads the registrations the built stylesheet holds from its map', () => {
    const css =
      '.a{color:red}.data-ant-cssinjs-cache-path{content:"1g3r1lh|ant-design-icons|anticon:c2pd8u;1ijp2v2|Shared|ant:8da66n;1ijp2v2|Button-Button|ant-btn|anticon:3i4732;1ijp2v2|Tag-preset|ant-tag|anticon:dxixpf"}';
    expect([...builtRegistrations(css)]).toEqual(['ant-design-icons', 'Shared', 'Button-Button', 'Tag-preset']);
    expect(builtRegistrations('.a{}').size).toBe(0);
  });

  it('finds each registration of antd’s style modules under antd’s name, and where its generator is written', () => {
    const button = antdStyle('button/style/index.js');
    const { registrations, imports } = readStyleModule(button);
    expect(registrations.map((r) => r.name)).toEqual(['Button-Button']);
    // The generator is the second argument: an arrow function, not the token preparer after it.
    const [reg] = registrations;
    expect(button.slice(reg.start, reg.end)).toMatch(/^token => \{/);
    expect(imports.map((i) => i.value)).toEqual(expect.arrayContaining(['../../style', '../../theme/internal', './group', './token']));

    // Sub-styles are named by their two cells, as the stylesheet's map names them.
    expect(readStyleModule(antdStyle('tag/style/presetCmp.js')).registrations.map((r) => r.name)).toEqual(['Tag-preset']);
    expect(readStyleModule(antdStyle('space/style/compact.js')).registrations.map((r) => r.name)).toEqual(['Space-Compact']);
    // A registration made inside a function (Menu's hook, which takes whether to inject) is found too,
    // and its generator, which uses none of that function's names, can be written at the top level.
    expect(readStyleModule(antdStyle('menu/style/index.js')).registrations).toEqual([
      expect.objectContaining({ name: 'Menu-Menu', nested: true, hoistable: true }),
    ]);
    expect(readStyleModule(button).registrations).toEqual([expect.objectContaining({ nested: false, hoistable: true })]);
    // Grid's module registers the same name twice (Row, Col): both found, in order.
    expect(readStyleModule(antdStyle('grid/style/index.js')).registrations.map((r) => r.name)).toEqual(['Grid-Grid', 'Grid-Grid']);
  });

  it('keeps in place a generator that uses the names of the function it is made in', () => {
    const code = `import { genStyleHooks } from '../../theme/internal';
export const useA = (prefixCls, gap = 4) => genStyleHooks('A', (token) => ({ a: { gap, color: token.color } }))(prefixCls);
export const useB = (prefixCls) => genStyleHooks('B', (token) => ({ b: { color: token.color, key: token.prefixCls } }))(prefixCls);`;
    expect(readStyleModule(code).registrations.map((r) => [r.name, r.nested, r.hoistable])).toEqual([
      ['A-A', true, false],
      ['B-B', true, true],
    ]);
  });
});
