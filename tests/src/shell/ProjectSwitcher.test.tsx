import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectSwitcher } from '../../../src/shell/ProjectSwitcher';

const PROJECTS = [
  { _id: 'p-main', name: 'Main' },
  { _id: 'p-east', name: '华东分公司' },
];

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: '当前项目：Main' }));
  return screen.findAllByRole('menuitem');
};

describe('ProjectSwitcher', () => {
  it('shows the current project', () => {
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={() => {}} />);
    expect(screen.getByRole('button', { name: '当前项目：Main' })).toHaveTextContent('Main');
  });

  it('says so when no project is chosen', () => {
    render(<ProjectSwitcher projects={PROJECTS} currentId={undefined} onSwitch={() => {}} />);
    expect(screen.getByRole('button', { name: '当前项目：未选择' })).toHaveTextContent('选择项目');
  });

  it('offers every project, the current one marked, and switches to the chosen one', async () => {
    const onSwitch = vi.fn();
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={onSwitch} />);
    const items = await openMenu();
    expect(items.map((el) => el.textContent)).toEqual(['Main', '华东分公司']);
    expect(items[0]).toHaveClass('ant-dropdown-menu-item-selected');
    expect(items[1]).not.toHaveClass('ant-dropdown-menu-item-selected');
    await userEvent.click(items[1]);
    expect(onSwitch).toHaveBeenCalledWith('p-east');
  });

  it('does not switch when the current project is chosen again', async () => {
    const onSwitch = vi.fn();
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={onSwitch} />);
    await userEvent.click((await openMenu())[0]);
    expect(onSwitch).not.toHaveBeenCalled();
  });
});
