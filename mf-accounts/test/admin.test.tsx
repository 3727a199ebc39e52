/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { HistoryEntry } from '@hvac/contracts';
import { MESSAGES, type User } from '@hvac/contracts/identity';
import { api, changeLanguage, useSession } from '@hvac/web-kit';
import { backOfficeQueries } from '@hvac/web-kit/back-office';
import '../src/admin/i18n';
import en from '../src/admin/i18n/en.json';
import { fetchUsers, UsersLoadError } from '../src/admin/users/api';
import { editUserErrors, toUpdateBody } from '../src/admin/users/editUser';
import { EditUserModal } from '../src/admin/users/EditUserModal';
import { RoleBadge } from '../src/admin/users/RoleBadge';
import { renderAt } from './harness';

const user = (overrides: Partial<User> = {}): User => ({
  id: '7a0b3a4e-2f0b-4c7e-9a51-6a8e1c1f0a01',
  username: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0101',
  role: 'staff',
  contactStreet: null,
  contactCity: null,
  contactZip: null,
  contactApartment: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

describe('edit-user rules (docs/domains/accounts.md#validation)', () => {
  const ok = { username: 'Maria', email: 'maria@example.com', phone: '', role: 'staff' };

  it('needs username, email and role, and says so in one message', () => {
    for (const missing of ['username', 'email', 'role'] as const) {
      expect(editUserErrors({ ...ok, [missing]: '  ' })).toEqual({ form: 'editUser.required' });
    }
  });

  it('needs a valid email; the phone is optional', () => {
    expect(editUserErrors({ ...ok, email: 'maria@example' })).toEqual({ email: 'editUser.emailInvalid' });
    expect(editUserErrors(ok)).toEqual({});
  });

  it('sends trimmed values and an empty phone as null', () => {
    expect(toUpdateBody({ username: ' Maria ', email: ' maria@example.com ', phone: ' ', role: 'manager' })).toEqual({
      username: 'Maria',
      email: 'maria@example.com',
      phone: null,
      role: 'manager',
    });
  });
});

describe('EditUserModal', () => {
  // The dialog also shows the account's change history (docs/domains/accounts.md#history), read here from a stand-in.
  let history: jest.SpyInstance;
  beforeEach(() => {
    history = jest.spyOn(api, 'get').mockResolvedValue({ status: 'success', data: { history: [], nextCursor: null } });
  });
  afterEach(() => {
    history.mockRestore();
    backOfficeQueries.clear();
  });
  async function open(onSave = jest.fn().mockResolvedValue(undefined)) {
    render(<EditUserModal user={user()} onCancel={() => undefined} onSave={onSave} />);
    return onSave;
  }

  it('shows the account’s change history', async () => {
    await open();
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    expect(history).toHaveBeenCalledWith(`users/${user().id}/history`, expect.anything());
  });

  it('labels each field as the form does and names a role as its choices do, in English and Persian; a name stays as typed', async () => {
    const entry: HistoryEntry = {
      id: '1',
      entityType: 'user',
      entityId: user().id,
      action: 'role_changed',
      actorId: '00000000-0000-4000-8000-00000000000a',
      actorRole: 'admin',
      actorName: 'Avery Admin',
      changes: { role: ['client', 'staff'], username: ['staff', 'Maria Lopez'] },
      names: {},
      at: '2026-01-03T10:00:00.000Z',
    };
    history.mockResolvedValue({ status: 'success', data: { history: [entry], nextCursor: null } });
    const change = (field: string) =>
      screen.findByText((_, el) => el?.tagName === 'LI' && el.parentElement?.className === 'history-changes' && !!el.textContent?.startsWith(`${field}:`));
    const { unmount } = render(<EditUserModal user={user()} onCancel={() => undefined} onSave={jest.fn()} />);
    expect((await change('Role')).textContent).toBe('Role: Client → Staff');
    expect((await change('Username')).textContent).toBe('Username: staff → Maria Lopez');
    unmount();
    await act(() => changeLanguage('fa'));
    render(<EditUserModal user={user()} onCancel={() => undefined} onSave={jest.fn()} />);
    expect((await change('نقش')).textContent).toBe('نقش: مشتری ← کارمند');
  });
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));

  it('opens with the user’s username, email, phone and role', async () => {
    await open();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeTruthy();
    expect((screen.getByLabelText('Username', { exact: false }) as HTMLInputElement).value).toBe('Maria Lopez');
    expect((screen.getByLabelText('Email', { exact: false }) as HTMLInputElement).value).toBe('maria@example.com');
    expect((screen.getByLabelText('Phone', { exact: false }) as HTMLInputElement).value).toBe('(713) 555-0101');
    expect((screen.getByLabelText('Role', { exact: false }) as HTMLSelectElement).value).toBe('staff');
  });

  it("shows 'Username, Email, and Role are required.' and does not save", async () => {
    const onSave = await open();
    type('Username', '');
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Username, Email, and Role are required.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows 'Please enter a valid email address.' by the email field", async () => {
    const onSave = await open();
    type('Email', 'not-an-email');
    await save();
    const email = screen.getByLabelText('Email', { exact: false });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe('Please enter a valid email address.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the new role with the other fields', async () => {
    const onSave = await open();
    fireEvent.change(screen.getByLabelText('Role', { exact: false }), { target: { value: 'manager' } });
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: user().id }), {
      username: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(713) 555-0101',
      role: 'manager',
    });
  });
});

describe('role badges (docs/domains/accounts.md#user-management)', () => {
  it('colours admin red, manager yellow, staff blue and client green', async () => {
    const tones = Object.fromEntries(
      (['admin', 'manager', 'staff', 'client'] as const).map((role) => {
        const { container, unmount } = render(<RoleBadge role={role} />);
        const cls = container.querySelector('.badge')!.className;
        unmount();
        return [role, cls.split(' ').find((c) => c.startsWith('badge-'))];
      }),
    );
    expect(tones).toEqual({ admin: 'badge-danger', manager: 'badge-warning', staff: 'badge-info', client: 'badge-success' });
  });
});

describe('admin routes (docs/domains/accounts.md#roles)', () => {
  afterEach(() => act(() => useSession.setState({ token: null, user: null })));

  for (const [role, paths] of [
    // The dashboard is a manager's home too (issue 28); users and analytics stay the admin's.
    ['manager', ['/admin/users', '/admin/analytics']],
    ['staff', ['/admin/dashboard', '/admin/users', '/admin/analytics']],
    ['client', ['/admin/dashboard', '/admin/users', '/admin/analytics']],
  ] as const) {
    it(`sends a ${role} from ${paths.join(', ')} to /`, async () => {
      act(() => useSession.setState({ hydrated: true, token: 'token', user: user({ role }) }));
      for (const path of paths) {
        const view = await renderAt(path);
        expect(screen.getByTestId('path').textContent).toBe('/');
        view.unmount();
      }
    });
  }

  it('sends a signed-out visitor to /', async () => {
    act(() => useSession.setState({ hydrated: true, token: null, user: null }));
    await renderAt('/admin/dashboard');
    expect(screen.getByTestId('path').textContent).toBe('/');
  });
});

describe('user list without a session', () => {
  it("fails with 'Authentication token not found. Please log in.' before any call", async () => {
    act(() => useSession.setState({ hydrated: true, token: null, user: null }));
    const err = await fetchUsers().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsersLoadError);
    expect((err as UsersLoadError).key).toBe('noToken');
    expect(en.users[(err as UsersLoadError).key]).toBe('Authentication token not found. Please log in.');
  });
});

describe('admin translations', () => {
  it('holds the texts of docs/domains/accounts.md#validation and #messages letter by letter', () => {
    expect(en.editUser.required).toBe(MESSAGES.editUserRequired);
    expect(en.editUser.emailInvalid).toBe(MESSAGES.editUserEmailInvalid);
    expect(en.users.selfDelete).toBe(MESSAGES.selfDelete);
    expect(en.users.deleted).toBe('User "{{name}}" has been deleted successfully.');
    expect(en.users.errorAlert).toBe('Error: {{message}}');
    expect(en.users.updateFailed).toBe('Could not update user.');
    expect(en.users.deleteFailed).toBe('Could not delete user.');
    expect(en.users.fetchFailed).toBe('Failed to fetch users: {{status}}');
    expect(en.users.noToken).toBe('Authentication token not found. Please log in.');
    expect(en.users.parseFailed).toBe('Failed to parse user data from server.');
    expect(en.users.malformed).toBe('Received malformed success response from server.');
    expect(en.analytics.fetchFailed).toBe('Failed to fetch analytics');
    expect(en.analytics.loadFailed).toBe('Failed to load analytics');
  });
});
