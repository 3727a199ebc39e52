/**
 * For a remote's screen tests: its routes rendered as the shell mounts them, a signed-in user of each
 * role, and the current path and router state shown for assertions. Each remote's test/harness.tsx binds its own routes.
 */
import { act, render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Role } from '@hvac/contracts';
import type { User } from '@hvac/contracts/identity';
import { changeLanguage, useSession, type Language } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname + location.search}</output>
      <output data-testid="state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

export const USERS: Record<Role, User> = {
  admin: { id: '00000000-0000-4000-8000-00000000000a', username: 'Avery Admin', email: 'admin@example.com', phone: null, role: 'admin' } as User,
  manager: { id: '00000000-0000-4000-8000-00000000000b', username: 'Morgan Manager', email: 'manager@example.com', phone: null, role: 'manager' } as User,
  staff: { id: '00000000-0000-4000-8000-00000000000c', username: 'Sam Staff', email: 'staff@example.com', phone: null, role: 'staff' } as User,
  client: { id: '00000000-0000-4000-8000-00000000000d', username: 'Casey Client', email: 'client@example.com', phone: null, role: 'client' } as User,
};

/** Signs in a user of `role`, or signs out with null. */
export function signIn(role: Role | null): void {
  act(() => useSession.setState({ hydrated: true, token: role ? 'token' : null, user: role ? USERS[role] : null }));
}

export interface RenderOptions {
  lng?: Language;
  /** The router state the path is entered with (a hand-over between screens). */
  state?: unknown;
}

/** Renders `Routes` at `path` in `lng`, with `around` (e.g. the shell's toast region) beside it. */
export async function renderRoutes(Routes: ComponentType, path: string, { lng = 'en', state }: RenderOptions = {}, around?: ReactNode) {
  await act(() => changeLanguage(lng));
  const { pathname, search } = new URL(path, 'http://localhost');
  return render(
    <MemoryRouter initialEntries={[{ pathname, search, state }]}>
      <Routes />
      {around}
      <CurrentPath />
    </MemoryRouter>,
  );
}

/** An answer of the stubbed server: its status and body (an object is sent as JSON, a string as it is). */
export interface StubAnswer {
  status: number;
  body?: unknown;
}

/**
 * Answers every call the page makes through fetch with `answer(method, path)` (path without /api, with its
 * query), e.g. a 500 with `{}` for one call: a server that says nothing in words. Needs the fetch
 * environment (`@jest-environment @hvac/web-kit/fetch-environment`); restored by `jest.restoreAllMocks()`.
 */
export function answerCalls(answer: (method: string, path: string) => StubAnswer): jest.SpiedFunction<typeof fetch> {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const { status, body = '' } = answer(request.method, `${url.pathname.replace(/^\/api\//, '')}${url.search}`);
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' } });
  });
}

/** A remote's overview widgets (its `./widgets` module) side by side, as the dashboard draws them. */
export const renderWidgets = (widgets: Record<string, ComponentType>) =>
  render(
    <MemoryRouter>
      {Object.entries(widgets).map(([id, Widget]) => (
        <Widget key={id} />
      ))}
    </MemoryRouter>,
  );

/** After a widget test: no stubbed server, no cached figures, nobody signed in, English again. */
export async function resetWidgets(): Promise<void> {
  jest.restoreAllMocks();
  backOfficeQueries.clear();
  act(() => useSession.getState().logout());
  await act(() => changeLanguage('en'));
}
