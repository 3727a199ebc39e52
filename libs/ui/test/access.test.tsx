/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@hvac/contracts/identity';
import { initI18n, useSession } from '@hvac/web-kit';
import { RoleGate, SignedIn } from '../src/screens';

beforeAll(() => initI18n());
afterEach(() => act(() => useSession.setState({ token: null, user: null })));

const as = (role: User['role'] | null) => act(() => useSession.setState({ hydrated: true, token: role ? 't' : null, user: role ? ({ id: 'u', role } as User) : null }));

const gate = () =>
  render(
    <MemoryRouter>
      <RoleGate roles={['admin', 'manager']} signedOut="Please log in." denied="Not for you." loginLabel="Log in">
        <p>the screen</p>
      </RoleGate>
    </MemoryRouter>,
  );

describe('SignedIn and RoleGate', () => {
  it('wait for the stored session before deciding', () => {
    act(() => useSession.setState({ hydrated: false, token: null }));
    render(
      <MemoryRouter>
        <SignedIn refusal="Please log in.">
          <p>the screen</p>
        </SignedIn>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('session-placeholder')).toBeTruthy();
  });

  it('say the screen’s words to a visitor, with a login link, and to another role', () => {
    as(null);
    const { unmount } = gate();
    expect(screen.getByRole('alert').textContent).toContain('Please log in.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    unmount();
    as('staff');
    gate();
    expect(screen.getByText('Not for you.')).toBeTruthy();
    expect(screen.queryByText('the screen')).toBeNull();
  });

  it('show the screen to the roles named', () => {
    as('manager');
    gate();
    expect(screen.getByText('the screen')).toBeTruthy();
  });
});
