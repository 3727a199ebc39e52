/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@hvac/contracts/identity';
import { initI18n, useSession } from '@hvac/web-kit';
import '../src/i18n';
import { Footer } from '../src/layout/Footer';
import { Header } from '../src/layout/Header';
import { useRemotes } from '../src/remotes/config';
import { deployedRemotes } from './support/remotes';

const user = (role: User['role'], username = 'Dana'): User => ({
  id: '7d5a1f0e-0b1c-4a55-9d2e-1f2a3b4c5d6e',
  username,
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

beforeAll(() => {
  initI18n();
  useRemotes.setState({ config: deployedRemotes() });
});
beforeEach(() => act(() => useSession.setState({ token: null, user: null, hydrated: true })));

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Header />
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('header', () => {
  it('shows the six links in order', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Services', 'About', 'Testimonials', 'Blog', 'Contact']);
  });

  it('shows a placeholder while the session loads, then the Login link', () => {
    act(() => useSession.setState({ hydrated: false }));
    renderHeader();
    expect(screen.getByTestId('header-session-placeholder')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    act(() => useSession.setState({ hydrated: true }));
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("labels the account menu with the username, else the e-mail, and lists the remotes' entries for the role", async () => {
    act(() => useSession.getState().setSession('tok', user('admin')));
    const { unmount } = renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: /Dana/ }));
    const menu = document.getElementById('account-menu-list')!;
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Manage Requests', 'User Management', 'Profile Settings']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    unmount();

    act(() => useSession.getState().setSession('tok', user('client', '')));
    renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: /dana@example\.com/ }));
    const clientMenu = document.getElementById('account-menu-list')!;
    expect(within(clientMenu).getAllByRole('link').map((a) => a.textContent)).toEqual(['My Account', 'My Service Requests', 'My Quotes and Invoices', 'Profile Settings']);
  });

  it('logout clears the session and goes to /login', async () => {
    act(() => useSession.getState().setSession('tok', user('staff')));
    renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: /Dana/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByText('login page')).toBeTruthy();
    expect(useSession.getState().token).toBeNull();
  });

  it('closes a menu on Escape', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: /Language/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches the page to Persian, right to left', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'فارسی' })));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('fa');
    expect(screen.getByRole('navigation', { name: 'ناوبری اصلی' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /زبان/ }));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('footer', () => {
  it('has the company facts, quick links, emergency note and the three resource links', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '(713) 555-0142' }).getAttribute('href')).toBe('tel:+17135550142');
    expect(screen.getByRole('link', { name: '(713) 555-0199' }).getAttribute('href')).toBe('tel:+17135550199');
    expect(screen.getByRole('link', { name: 'service@bayoucitycomfort.com' }).getAttribute('href')).toBe('mailto:service@bayoucitycomfort.com');
    expect(screen.getByText(/7315 Harwin Dr/)).toBeTruthy();
    expect(screen.getByText('24/7 Emergency Service:')).toBeTruthy();
    const resources = screen.getByRole('navigation', { name: 'Resources' });
    expect(within(resources).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/privacy-policy', '/terms-of-service', '/sitemap']);
    expect(within(screen.getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link')).toHaveLength(6);
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('.footer-social'))).toHaveLength(4);
  });
});
