import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectSwitcher } from '../../../src/shell/ProjectSwitcher';

const PROJECTS = [
  { _id: 'p-main', name: 'Main' },
  { _id: 'p-east', name: '华东分公司' },
];

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: '当前项目：Main' }));
  return screen.findAllByRole('menuitemradio');
};

describe('ProjectSwitcher', () => {
  it('shows the current project', () => {
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={() => {}} />);
    expect(screen.getByRole('button', { name: '当前项目：Main' })).toHaveTextContent('Main');
  });

  it('says so when no project is chosen, and when there is none to choose', async () => {
    const onSwitch = vi.fn();
    render(<ProjectSwitcher projects={[]} currentId={undefined} onSwitch={onSwitch} />);
    const button = screen.getByRole('button', { name: '当前项目：选择项目' });
    expect(button).toHaveTextContent('选择项目');
    await userEvent.click(button);
    const none = await screen.findByRole('menuitem', { name: '暂无可切换的项目' });
    expect(none).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(none);
    expect(onSwitch).not.toHaveBeenCalled();
  });

  it('offers every project, the current one marked, and switches to the chosen one', async () => {
    const onSwitch = vi.fn();
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={onSwitch} />);
    const items = await openMenu();
    expect(items.map((el) => el.textContent)).toEqual(['Main', '华东分公司']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[1]).toHaveAttribute('aria-checked', 'false');
    expect(items[0]).toHaveClass('ant-dropdown-menu-item-selected');
    await userEvent.click(items[1]);
    expect(onSwitch).toHaveBeenCalledWith('p-east');
    // Closed once a project is chosen, and its button says so.
    await waitFor(() => expect(screen.getByRole('button', { name: '当前项目：Main' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens from the keyboard with the focus on the current project, where Enter keeps it', async () => {
    // Moving with the arrow keys needs layout, which jsdom has not: checked in Chromium.
    const onSwitch = vi.fn();
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={onSwitch} />);
    const button = screen.getByRole('button', { name: '当前项目：Main' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const [main] = await screen.findAllByRole('menuitemradio');
    await waitFor(() => expect(document.activeElement).toBe(main));
    // The button says its menu is open.
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSwitch).not.toHaveBeenCalled();
  });

  it('does not switch when the current project is chosen again', async () => {
    const onSwitch = vi.fn();
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={onSwitch} />);
    await userEvent.click((await openMenu())[0]);
    expect(onSwitch).not.toHaveBeenCalled();
  });
});
