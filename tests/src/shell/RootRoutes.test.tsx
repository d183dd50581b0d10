import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RootRoutes } from '../../../src/shell/RootRoutes';
import { writeStored } from '../../../src/storage/clientStorage';

vi.setConfig({ testTimeout: 30000 });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RootRoutes app={<p>主界面</p>} />
    </MemoryRouter>,
  );

describe('RootRoutes: /login', () => {
  it('while signed in goes to /app instead of showing the form', async () => {
    writeStored('authToken', 'tok');
    renderAt('/login');
    expect(await screen.findByText('主界面', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('密码')).toBeNull();
  });

  it('signed in with a password an admin reset: /login/password shows the forced change, not /app', async () => {
    writeStored('authToken', 'tok');
    writeStored('auth', {
      _id: 'u',
      username: 's',
      displayName: 's',
      mobile: null,
      role: 'staff',
      tenantId: 't',
      mustChangePassword: true,
    });
    renderAt('/login/password');
    expect(await screen.findByText(/管理员已重置您的密码/, undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByText('主界面')).toBeNull();
  });

  it('signed out shows the login form', async () => {
    renderAt('/login');
    expect(await screen.findByRole('button', { name: /登\s*录/ }, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByText('主界面')).toBeNull();
  });
});
