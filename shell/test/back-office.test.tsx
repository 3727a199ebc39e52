/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Role } from '@hvac/contracts';
import type { User } from '@hvac/contracts/identity';
import { loadRemoteModule } from '@hvac/federation/browser';
import { changeLanguage, initI18n, useSession } from '@hvac/web-kit';
import '../src/i18n';
import { App } from '../src/App';
import { reportRemote, useRemotes } from '../src/remotes/config';
import { deployedRemotes } from './support/remotes';

jest.mock('@hvac/federation/browser', () => ({ ...jest.requireActual('@hvac/federation/browser'), loadRemoteModule: jest.fn() }));

const user = (role: Role): User => ({
  id: '7d5a1f0e-0b1c-4a55-9d2e-1f2a3b4c5d6e',
  username: 'Dana',
  email: 'dana@example.com',
  phone: null,
  role,
  contactStreet: null,
  contactCity: null,
  contactZip: null,
  contactApartment: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The manifests the frame asks for: all there, unless a test says otherwise. */
const manifests = jest.fn(async (_url: string) => ({ ok: true }));

beforeAll(() => {
  initI18n();
  globalThis.fetch = manifests as unknown as typeof fetch;
  jest.mocked(loadRemoteModule).mockResolvedValue({ default: () => <p>the remote page</p> });
});
beforeEach(() => {
  manifests.mockImplementation(async () => ({ ok: true }));
  act(() => {
    useRemotes.setState({ config: deployedRemotes(), down: {} });
    useSession.setState({ token: null, user: null, hydrated: true });
  });
});

async function open(path: string, role: Role | null) {
  if (role) act(() => useSession.getState().setSession('token', user(role)));
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  await screen.findByText('the remote page');
  return view;
}

const backOffice = () => screen.findByRole('navigation', { name: 'Back office' });
const entries = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

describe('the back-office frame (docs/architecture.md#microfrontends)', () => {
  it('is not drawn for a visitor, even on a back-office path, nor on a public page for a signed-in user', async () => {
    const visitor = await open('/admin/quotes', null);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    visitor.unmount();
    await open('/', 'admin');
    expect(screen.getByText('EMERGENCY SERVICE 24/7')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it("draws an admin's entries by group, marks the current one, and trades the public header for a compact bar", async () => {
    await open('/admin/quotes/view/42', 'admin');
    const nav = await backOffice();
    expect(entries(nav)).toEqual([
      'Dashboard',
      'Manage Requests',
      'Dispatch Board',
      'My Jobs',
      'Quotes',
      'Estimates',
      'Invoices',
      'Expenses',
      'My Expenses',
      'Tax Reporting',
      'Inventory',
      'User Management',
      'Site Analytics',
    ]);
    expect(within(nav).getByRole('list', { name: 'Money' })).toBeTruthy();
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Quotes');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByText('EMERGENCY SERVICE 24/7')).toBeNull();
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Bayou City Comfort HVAC, Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.getByRole('button', { name: /Dana/ })).toBeTruthy();
  });

  it('offers staff exactly what they may open, their Today first', async () => {
    await open('/admin', 'staff');
    const nav = await backOffice();
    expect(entries(nav)).toEqual(['Today', 'My Jobs', 'My Service Requests', 'Quotes', 'Estimates', 'Invoices', 'My Expenses', 'Inventory']);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Today');
  });

  it("frames a client's own pages with their entries", async () => {
    await open('/my-quotes-and-invoices', 'client');
    expect(entries(await backOffice())).toEqual(['My Account', 'My Service Requests', 'My Quotes and Invoices']);
  });

  it('reads in Persian, groups and entries', async () => {
    await act(() => changeLanguage('fa'));
    try {
      await open('/admin/inventory', 'manager');
      const nav = await screen.findByRole('navigation', { name: 'بخش اداری' });
      expect(entries(nav)).toContain('انبار');
      expect(within(nav).getByRole('list', { name: 'مالی' })).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('keeps the entries of a remote whose manifest does not answer, greyed and said to be unavailable, until it loads', async () => {
    manifests.mockImplementation(async (url) => ({ ok: !url.includes('/mf-finance/') }));
    await open('/admin/dashboard', 'admin');
    const nav = await backOffice();
    const expenses = await within(nav).findByRole('link', { name: 'Expenses (not available right now)' });
    expect(expenses.className).toBe('bo-entry-down');
    expect(expenses.getAttribute('href')).toBe('/admin/expenses');
    expect(within(nav).getByRole('link', { name: 'Quotes' }).className).toBe('');
    act(() => reportRemote('mf_finance', true));
    expect(within(nav).getByRole('link', { name: 'Expenses' })).toBeTruthy();
  });

  it('opens below 1024 px as a drawer that Escape closes, giving the focus back to its button', async () => {
    await open('/admin/invoices', 'manager');
    const nav = await backOffice();
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    expect(nav.getAttribute('data-open')).toBe('false');
    fireEvent.click(toggle);
    expect(nav.getAttribute('data-open')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Dashboard');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(nav.getAttribute('data-open')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
