import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { hasMenuIcon, menuIcon } from '../../../src/components/menuIcons';
import { resourceSchemas } from '../../../src/schemas';
import { flattenMenu, resolveMenu } from '../../../src/schemas/menu';

/** Every icon the one menu definition names, resolved against the app's schemas (theirs included). */
const NAMED = [...new Set([...flattenMenu(resolveMenu(resourceSchemas)).map((e) => e.icon), ...resourceSchemas.map((s) => s.icon)])];

describe('menu icons', () => {
  it('names an icon for every entry of the menu definition', () => {
    expect(
      flattenMenu(resolveMenu(resourceSchemas))
        .filter((e) => !e.icon)
        .map((e) => e.name),
    ).toEqual([]);
  });

  it('holds every icon the menu definition and the schemas name: none falls back', () => {
    expect(NAMED.filter((name) => !name || !hasMenuIcon(name))).toEqual([]);
  });

  it('draws the named icon, and the neutral one for a name it does not know', () => {
    const { container, rerender } = render(menuIcon('BankOutlined'));
    expect(container.querySelector('.anticon-bank')).not.toBeNull();
    rerender(menuIcon('NoSuchOutlined'));
    expect(container.querySelector('.anticon-appstore')).not.toBeNull();
  });
});
