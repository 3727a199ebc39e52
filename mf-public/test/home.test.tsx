/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage, useModal, type Language } from '@hvac/web-kit';
import PublicRoutes from '../src/routes';

async function renderHome(lng: Language = 'en', path = '/') {
  await act(() => changeLanguage(lng));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PublicRoutes />
    </MemoryRouter>,
  );
}

describe('Home', () => {
  afterEach(() => useModal.getState().close());

  it('opens the booking dialog (scheduleService) from the hero', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Houston's Trusted Heating & Cooling Experts");
    expect(useModal.getState().type).toBeNull();
    // Without scripts its form goes to contact; a click opens the dialog.
    const schedule = screen.getByRole('button', { name: 'Schedule Service' });
    expect(schedule.closest('form')?.getAttribute('action')).toBe('/contact');
    fireEvent.click(schedule);
    expect(useModal.getState().type).toBe('scheduleService');
  });

  it('links the four service cards to the exact slugs of the spec', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Our Services' });
    const links = within(section)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/services/ac-services',
      '/services/heating-services',
      '/services/maintenance-plans',
      '/services/air-quality',
    ]);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'AC Services',
      'Heating Services',
      'Maintenance Plans',
      'Indoor Air Quality',
    ]);
  });

  it('gives the four reasons to choose the company', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Why Houston Chooses Us' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '24/7 Emergency Service',
      'Certified Technicians',
      'Upfront & Fair Pricing',
      'Satisfaction Guaranteed',
    ]);
  });

  it('shows three testimonial cards with rating, name and location, and links to /testimonials', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'What Our Customers Say' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
      expect(card.querySelector('blockquote')?.textContent?.length).toBeGreaterThan(40);
      expect(card.querySelector('figcaption strong')?.textContent).toMatch(/\S/);
    }
    expect(within(cards[0]!).getByText('Maria G.')).toBeTruthy();
    const more = within(section).getByRole('link', { name: 'Read More Testimonials' });
    expect(more.getAttribute('href')).toBe('/testimonials');
  });

  it('sets the title and meta description in the current language', async () => {
    await renderHome();
    expect(document.title).toBe('Bayou City Comfort HVAC | AC Repair, Heating & Maintenance in Houston, TX');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Licensed Houston HVAC/);
    await act(() => changeLanguage('es'));
    expect(document.title).toMatch(/^Bayou City Comfort HVAC \| Reparación/);
  });

  it('renders in Persian right to left', async () => {
    await renderHome('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'رزرو خدمات' }).closest('form')?.getAttribute('action')).toBe('/fa/contact');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('متخصصان مورد اعتماد گرمایش و سرمایش در هیوستون');
  });

  it('answers an unknown public path with the shared 404', async () => {
    await renderHome('en', '/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
