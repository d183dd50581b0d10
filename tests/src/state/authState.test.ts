import { describe, expect, it } from 'vitest';
import { authReducer, INITIAL_AUTH_STATE } from '../../../src/state/authState';

const USER = { _id: 'u1', username: 'a', displayName: 'A', mobile: null, role: 'staff' as const, tenantId: 't' };

describe('session state (docs/requirements.md §4)', () => {
  it('login start: not logged in, loading', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'loginStart' })).toMatchObject({ isLoggedIn: false, isLoading: true });
  });
  it('success: user stored, logged in, success', () => {
    const s = authReducer(authReducer(INITIAL_AUTH_STATE, { type: 'loginStart' }), { type: 'loginSuccess', user: USER });
    expect(s).toEqual({ user: USER, isLoggedIn: true, isLoading: false, isSuccess: true });
  });
  it('failure: loading and logged-in cleared', () => {
    const s = authReducer({ ...INITIAL_AUTH_STATE, isLoading: true, isLoggedIn: true }, { type: 'loginFailure' });
    expect(s).toMatchObject({ isLoading: false, isLoggedIn: false });
  });
  it('logout: user and every flag cleared', () => {
    expect(authReducer({ user: USER, isLoggedIn: true, isLoading: true, isSuccess: true }, { type: 'logout' })).toEqual(INITIAL_AUTH_STATE);
  });
});
