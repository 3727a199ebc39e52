/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { changeLanguage, initI18n, useModal, useSession } from '@hvac/web-kit';
import i18next from 'i18next';
import '../src/i18n';
import { usePathLanguage } from '../src/language/usePathLanguage';
import { Footer } from '../src/layout/Footer';
import { Header } from '../src/layout/Header';
import { useRemotes } from '../src/remotes/config';
import { deployedRemotes } from './support/remotes';

function Where() {
  const { pathname, search, hash } = useLocation();
  usePathLanguage();
  return <output data-testid="where">{pathname + search + hash}</output>;
}

function renderLayout(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <Footer />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const hrefs = (container: HTMLElement) => within(container).getAllByRole('link').map((a) => a.getAttribute('href'));

async function choose(name: string) {
  fireEvent.click(screen.getByRole('button', { name: /Language|زبان|Idioma/ }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

beforeAll(() => {
  initI18n();
  useRemotes.setState({ config: deployedRemotes() });
});
beforeEach(() => act(() => useSession.setState({ token: null, user: null, hydrated: true })));
afterEach(async () => {
  await act(() => changeLanguage('en'));
  document.cookie = 'i18next=; path=/; max-age=0';
  localStorage.clear();
});

describe('one URL per language (docs/domains/public-site.md#languages)', () => {
  it("takes a public page's language from its address", async () => {
    renderLayout('/fa/services');
    await act(async () => undefined);
    expect(i18next.resolvedLanguage).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("links the header and footer to the public pages in the reader's language, and other pages without a prefix", async () => {
    renderLayout('/es/about');
    await act(async () => undefined);
    expect(hrefs(screen.getByRole('navigation', { name: 'Navegación principal' }))).toEqual([
      '/es/',
      '/es/services',
      '/es/about',
      '/es/testimonials',
      '/es/blog',
      '/es/contact',
    ]);
    expect(hrefs(document.querySelector('footer')!)).toEqual(expect.arrayContaining(['/es/privacy-policy', '/es/terms-of-service', '/es/sitemap']));
    expect(document.querySelector('.header-session a')!.getAttribute('href')).toBe('/login');
  });

  it('on a public page opens the same page in the chosen language, keeping query and hash, and remembers the choice', async () => {
    renderLayout('/services/heating?x=1#faq');
    await choose('فارسی');
    expect(where()).toBe('/fa/services/heating?x=1#faq');
    expect(i18next.resolvedLanguage).toBe('fa');
    expect(document.cookie).toContain('i18next=fa');
    expect(localStorage.getItem('i18nextLng')).toBe('fa');

    await choose('English');
    expect(where()).toBe('/services/heating?x=1#faq');
    expect(i18next.resolvedLanguage).toBe('en');
    expect(document.cookie).toContain('i18next=en');
  });

  it('elsewhere switches in place', async () => {
    // The detector reads the browser's address, which MemoryRouter leaves alone.
    window.history.replaceState(null, '', '/my-account');
    renderLayout('/my-account');
    await choose('Español');
    expect(where()).toBe('/my-account');
    expect(i18next.resolvedLanguage).toBe('es');
    expect(document.cookie).toContain('i18next=es');
    window.history.replaceState(null, '', '/');
  });

  it("makes the mobile menu's Schedule Service fall back to the contact page and open the booking dialog", async () => {
    renderLayout('/fa/');
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'باز کردن منو' }));
    const schedule = within(document.getElementById('mobile-menu-panel')!).getByRole('button', { name: 'رزرو سرویس' });
    expect(schedule.closest('form')?.getAttribute('action')).toBe('/fa/contact');
    fireEvent.click(schedule);
    expect(useModal.getState().type).toBe('scheduleService');
    expect(where()).toBe('/fa/');
    act(() => useModal.getState().close());
  });
});
