/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_TYPES } from '@hvac/contracts/requests';
import { useModal } from '@hvac/web-kit';
import { QUOTE_SERVICES, quoteServiceOf } from '../request-quote/quoteRequest';
import { renderAt } from '../test-utils';
import en from './content/en';
import es from './content/es';
import fa from './content/fa';
import { findService, SERVICE_SLUGS, type ServiceContent } from './content';

afterEach(() => act(() => useModal.getState().close()));
afterEach(() => jest.useRealTimers());

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 3000 });

describe('services list', () => {
  it('shows five cards whose Learn More links go to the spec slugs, and the call-to-action', async () => {
    await renderAt('/services');
    expect((await h1()).textContent).toBe('Our HVAC Services');
    const links = screen.getAllByRole('link', { name: /^Learn more about/ }).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/services/air-conditioning',
      '/services/heating',
      '/services/maintenance',
      '/services/indoor-air-quality',
      '/services/commercial-hvac',
    ]);
    for (const img of document.querySelectorAll('.pub-card__image')) {
      expect(img.getAttribute('width')).toBe('1200');
      expect(img.getAttribute('height')).toBe('480');
    }
    expect(document.querySelectorAll('.pub-card__image[loading="lazy"]').length).toBe(2);
    expect(screen.getByRole('link', { name: 'Schedule Service Online' }).getAttribute('href')).toBe('/request-quote');
    expect(screen.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:+17135550142');
  });
});

describe('service detail', () => {
  it("shows 'Loading service details...' for the simulated 500 ms, then the service", async () => {
    // The spec's delay on the test's clock, which moves only when told: neither a slow machine nor a fast one decides.
    jest.useFakeTimers();
    await renderAt('/services/air-conditioning');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Loading service details...')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(screen.getByText('Loading service details...')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Air Conditioning Services');
    expect(screen.queryByText('Loading service details...')).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Services', 'Air Conditioning Services']);
    expect(document.title).toBe('Air Conditioning Services in Houston | Bayou City Comfort HVAC');
  });

  it.each(['ac-services', 'heating-services', 'maintenance-plans', 'air-quality', 'no-such-service'])(
    "answers the slug '%s' with 'Service not found.' and Back to Services",
    async (slug) => {
      await renderAt(`/services/${slug}`);
      expect((await h1()).textContent).toBe('Error');
      expect(screen.getByRole('alert').textContent).toBe('Service not found.');
      expect(screen.getByRole('link', { name: 'Back to Services' }).getAttribute('href')).toBe('/services');
    },
  );

  it("shows 'Service Not Found' when no service is named", async () => {
    await renderAt('/services/%20');
    expect((await h1()).textContent).toBe('Service Not Found');
    expect(screen.getByText('The service you are looking for does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Services' }).getAttribute('href')).toBe('/services');
  });

  it('opens the booking dialog from the hero with the matching service type', async () => {
    await renderAt('/services/air-conditioning');
    await h1();
    // Without scripts the hero button's form goes to contact; a click opens the dialog.
    const schedule = screen.getByRole('button', { name: 'Schedule AC Repair' });
    expect(schedule.closest('form')?.getAttribute('action')).toBe('/contact');
    fireEvent.click(schedule);
    expect(useModal.getState()).toMatchObject({ type: 'scheduleService', data: { serviceType: 'AC Repair', description: 'Air conditioning repair or service.' } });
  });

  it('toggles each FAQ with +/- and aria-expanded', async () => {
    await renderAt('/services/heating');
    await h1();
    const button = screen.getByRole('button', { name: /How long does a furnace last\?/ });
    const answer = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('+');
    expect(answer.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toContain('-');
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toContain('15 to 20 years');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('maintenance: issues the plans prevent, both plan tiers, no process steps', async () => {
    await renderAt('/services/maintenance');
    await h1();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toContain('Common Issues Our Plans Prevent');
    expect(headings).toContain('Choose Your Maintenance Plan');
    expect(headings).not.toContain('How It Works');
    expect(headings).not.toContain('Solutions We Offer');
    const essential = document.querySelector('[data-plan="essential"]')!;
    const plus = document.querySelector('[data-plan="comfort-plus"]')!;
    expect(essential.querySelector('h3')?.textContent).toBe('Essential Care Plan');
    expect(essential.textContent).toContain('10% off repairs');
    expect(plus.querySelector('h3')?.textContent).toBe('Comfort Plus Plan');
    expect(plus.textContent).toContain('15% off repairs');
    expect(plus.textContent).toContain('Two seasonal tune-ups a year');
    expect(screen.getByRole('link', { name: 'Ask About Our Plans' }).getAttribute('href')).toBe('/contact-us?query=maintenance-plans');
  });

  it('indoor air quality: solutions offered, no process steps, no plan tiers', async () => {
    await renderAt('/services/indoor-air-quality');
    await h1();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Air Quality Problems We Address', 'Solutions We Offer', 'Frequently Asked Questions', 'Further Reading']));
    expect(headings).not.toContain('How It Works');
    expect(headings).not.toContain('Choose Your Maintenance Plan');
    expect(screen.getByRole('link', { name: 'Ask About Air Purifiers' }).getAttribute('href')).toBe('/contact-us?query=air-purifiers');
  });

  it('air conditioning: process, benefits, sub-services, closing CTA, testimonials and further reading', async () => {
    await renderAt('/services/air-conditioning');
    await h1();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'About This Service',
      'Common Problems We Solve',
      'How It Works',
      'Why Choose Us',
      'What We Offer',
      'Frequently Asked Questions',
      'Beat the Houston Heat Today',
      'What Our Customers Say',
      'Further Reading',
    ]);
    expect(screen.getByRole('link', { name: 'Schedule AC Repair' }).getAttribute('href')).toBe('/request-quote?service=ac');
    expect(screen.getByRole('link', { name: 'Get an Installation Quote' }).getAttribute('href')).toBe('/request-quote?service=ac-installation');
    expect(screen.getByRole('link', { name: 'Read More Testimonials' }).getAttribute('href')).toBe('/testimonials');
    expect(screen.getByRole('link', { name: 'Your Spring AC Tune-Up Checklist for Houston Homes' }).getAttribute('href')).toBe('/blog/spring-ac-tune-up-checklist');
  });

  it('renders in Persian right to left', async () => {
    await renderAt('/services/heating', 'fa');
    expect(await screen.findByText('در حال بارگذاری جزئیات خدمت...')).toBeTruthy();
    expect((await h1()).textContent).toBe('خدمات گرمایش');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('navigation', { name: 'مسیر صفحه' })).toBeTruthy();
  });
});

describe('service content', () => {
  const shape = (s: ServiceContent) =>
    JSON.stringify(s, (key, value: unknown) => (typeof value === 'string' && !['slug', 'id', 'icon', 'primaryCtaLink', 'secondaryCtaLink', 'link'].includes(key) ? '' : value));

  it('has the same structure, ids and links in en, fa and es for all five slugs', () => {
    for (const slug of SERVICE_SLUGS) {
      expect(shape(fa[slug])).toBe(shape(en[slug]));
      expect(shape(es[slug])).toBe(shape(en[slug]));
    }
  });

  it('gives the FAQ guidance of docs/domains/public-site.md#constants', () => {
    const answers = SERVICE_SLUGS.flatMap((slug) => en[slug].faqs ?? []).map((f) => f.answer);
    expect(answers.some((a) => /^Twice a year/.test(a))).toBe(true);
    expect(answers.some((a) => a.includes('4 to 8 hours'))).toBe(true);
    expect(answers.some((a) => a.includes('15 to 20 years'))).toBe(true);
    expect(answers.some((a) => a.includes('every 1 to 3 months'))).toBe(true);
  });

  it('links every call to action to a quote value or a contact query the spec lists', () => {
    for (const slug of SERVICE_SLUGS) {
      for (const link of [en[slug].primaryCtaLink, en[slug].secondaryCtaLink]) {
        if (link.startsWith('/contact-us')) expect(link).toMatch(/^\/contact-us\?query=(maintenance-plans|air-purifiers)$/);
        else expect(quoteServiceOf(link)).not.toBeNull();
      }
    }
  });

  it('returns undefined for a slug without content after the delay', async () => {
    await expect(findService('ac-services', 'en', 0)).resolves.toBeUndefined();
    await expect(findService('maintenance', 'es', 0)).resolves.toMatchObject({ title: 'Planes de mantenimiento HVAC' });
  });
});

describe('/request-quote', () => {
  it('maps each quote value to one of the dialog service types', () => {
    expect(Object.keys(QUOTE_SERVICES).sort()).toEqual(
      ['ac', 'ac-installation', 'heating', 'heating-installation', 'maintenance-plan-signup', 'iaq-consultation', 'commercial-hvac-service', 'commercial-hvac-quote'].sort(),
    );
    for (const type of Object.values(QUOTE_SERVICES)) expect(SERVICE_TYPES).toContain(type);
    expect(QUOTE_SERVICES['maintenance-plan-signup']).toBe('Maintenance Plan Inquiry');
    expect(QUOTE_SERVICES['iaq-consultation']).toBe('Indoor Air Quality Consultation');
  });

  it('opens the dialog with the service type and description preselected', async () => {
    await renderAt('/request-quote?service=heating-installation');
    await waitFor(() => expect(useModal.getState().type).toBe('scheduleService'));
    expect(useModal.getState().data).toEqual({
      serviceType: 'Heating Installation',
      description: 'Quote for a new heating system (installation or replacement).',
    });
    expect((await h1()).textContent).toBe('Request a Quote');
  });

  it('opens the dialog without a preselection for an unknown or missing value', async () => {
    await renderAt('/request-quote?service=jacuzzi');
    await waitFor(() => expect(useModal.getState().type).toBe('scheduleService'));
    expect(useModal.getState().data).toEqual({});
  });
});
