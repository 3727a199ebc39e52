import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Role, User } from '@hvac/contracts';
import { changeLanguage, useSession, type Language } from '@hvac/web-kit';
import BillingRoutes from '../src/routes';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

export const USERS: Record<Role, User> = {
  admin: { id: '00000000-0000-4000-8000-00000000000a', username: 'Avery Admin', email: 'admin@example.com', phone: null, role: 'admin' } as User,
  manager: { id: '00000000-0000-4000-8000-00000000000b', username: 'Morgan Manager', email: 'manager@example.com', phone: null, role: 'manager' } as User,
  staff: { id: '00000000-0000-4000-8000-00000000000c', username: 'Sam Staff', email: 'staff@example.com', phone: null, role: 'staff' } as User,
  client: { id: '00000000-0000-4000-8000-00000000000d', username: 'Casey Client', email: 'client@example.com', phone: null, role: 'client' } as User,
};

export function signIn(role: Role | null): void {
  act(() => useSession.setState({ hydrated: true, token: role ? 'token' : null, user: role ? USERS[role] : null }));
}

/** Renders the remote's routes as the shell mounts them, at `path` (with router state), in `lng`. */
export async function renderAt(path: string, { lng = 'en', state }: { lng?: Language; state?: unknown } = {}) {
  await act(() => changeLanguage(lng));
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <BillingRoutes />
      <CurrentPath />
    </MemoryRouter>,
  );
}
