import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectSwitcher } from '../../../src/shell/ProjectSwitcher';

const PROJECTS = [
  { _id: 'p-main', name: 'Main' },
  { _id: 'p-east', name: '华东分公司' },
];

describe('ProjectSwitcher', () => {
  it('shows the current project', () => {
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={() => {}} />);
    expect(screen.getByText('Main')).toBeInTheDocument();
  });

  it('offers every project and switches to the chosen one', async () => {
    const onSwitch = vi.fn();
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={onSwitch} />);
    await userEvent.click(screen.getByRole('combobox', { name: '当前项目' }));
    await userEvent.click(await screen.findByTitle('华东分公司'));
    expect(onSwitch).toHaveBeenCalledWith('p-east');
  });

  it('does not switch when the current project is chosen again', async () => {
    const onSwitch = vi.fn();
    render(<ProjectSwitcher projects={PROJECTS} currentId="p-main" onSwitch={onSwitch} />);
    await userEvent.click(screen.getByRole('combobox', { name: '当前项目' }));
    await screen.findByTitle('华东分公司');
    await userEvent.click(screen.getAllByTitle('Main').find((el) => el.classList.contains('ant-select-item'))!);
    expect(onSwitch).not.toHaveBeenCalled();
  });
});
