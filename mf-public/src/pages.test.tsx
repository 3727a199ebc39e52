/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS } from '@hvac/contracts/requests';
import { useModal } from '@hvac/web-kit';
import { TeamList } from './about/AboutPage';
import { blogImage } from './blog/images';
import { cutExcerpt, paragraphsOf } from './blog/api';
import { ReviewList } from './testimonials/TestimonialsPage';
import { averageRating, REVIEWS } from './testimonials/reviews';
import { renderAt } from './test-utils';
import pagesEn from './i18n/pages/en.json';

afterEach(() => act(() => useModal.getState().close()));
afterEach(() => jest.useRealTimers());

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 3000 });

describe('about', () => {
  it('has the founder message, five values, team, licence, why-us trio, community and three buttons', async () => {
    await renderAt('/about');
    expect((await h1()).textContent).toBe('About Bayou City Comfort HVAC');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'A Message From Our Founder',
      'Our Core Values',
      'Meet Our Team',
      'Licensed & Insured',
      'Why Houston Homeowners Choose Us',
      'Giving Back to Our Community',
      "Let's Make Your Home Comfortable",
    ]);
    const values = screen.getByRole('region', { name: 'Our Core Values' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByText('TACLA-123456C')).toBeTruthy();
    expect(screen.getByText('More Experts Coming Soon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask a Question' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'View Our Services' }).getAttribute('href')).toBe('/services');
    // Without scripts its form goes to contact; a click opens the dialog.
    const schedule = screen.getByRole('button', { name: 'Schedule Service' });
    expect(schedule.closest('form')?.getAttribute('action')).toBe('/contact');
    fireEvent.click(schedule);
    expect(useModal.getState().type).toBe('scheduleService');
  });

  it('shows the placeholder only while the team has fewer than three members', async () => {
    const { rerender } = render(<TeamList members={['founder', 'lead']} />);
    expect(screen.getByText('More Experts Coming Soon')).toBeTruthy();
    rerender(<TeamList members={['founder', 'lead', 'newcomer']} />);
    expect(screen.queryByText('More Experts Coming Soon')).toBeNull();
  });
});

describe('testimonials', () => {
  it("shows its loading state for the spec's 1000 ms, then six reviews and the average to one decimal", async () => {
    // The spec's second on the test's clock, which moves only when told.
    jest.useFakeTimers();
    await renderAt('/testimonials');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Loading testimonials...')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(screen.getByText('Loading testimonials...')).toBeTruthy();
    expect(screen.queryByTestId('average-rating')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1));
    const average = screen.getByTestId('average-rating');
    expect(screen.queryByText('Loading testimonials...')).toBeNull();
    expect(average.querySelector('strong')?.textContent).toBe('5.0');
    expect(screen.getByText('Based on 6 reviews')).toBeTruthy();
    expect(document.querySelectorAll('.pub-reviews blockquote')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Leave a Review on Google' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/search\?/);
    expect(screen.getByRole('link', { name: 'Review Us on Yelp' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Our Services' }).getAttribute('href')).toBe('/services');
    // Without scripts its form goes to contact; a click opens the dialog.
    const schedule = screen.getByRole('button', { name: 'Schedule Service' });
    expect(schedule.closest('form')?.getAttribute('action')).toBe('/contact');
    fireEvent.click(schedule);
    expect(useModal.getState().type).toBe('scheduleService');
  });

  it("shows 'No Reviews Yet!' without reviews, and averages to one decimal", async () => {
    render(<ReviewList reviews={[]} />);
    expect(screen.getByRole('heading', { name: 'No Reviews Yet!' })).toBeTruthy();
    expect(averageRating(REVIEWS)).toBe(5);
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBeCloseTo(4.333);
  });
});

describe('contact', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  const errorOf = (id: string) => document.getElementById(`contact-${id}-error`)?.textContent;

  it('validates each field with the spec messages, native checks off, errors clearing on edit', async () => {
    await renderAt('/contact');
    expect((await h1()).textContent).toBe('Contact Us');
    expect(screen.getByRole('button', { name: 'Send Message' }).closest('form')?.noValidate).toBe(true);
    expect((screen.getByLabelText('Subject', { exact: false }) as HTMLSelectElement).value).toBe('General Inquiry');
    expect([...(screen.getByLabelText('Subject', { exact: false }) as HTMLSelectElement).options].map((o) => o.value)).toEqual([...CONTACT_SUBJECTS]);
    expect(screen.getByText('Optional, but helps us reach you faster')).toBeTruthy();

    submit();
    expect(errorOf('fullName')).toBe('Full name is required.');
    expect(errorOf('email')).toBe('Email address is required.');
    expect(errorOf('message')).toBe('Message is required.');
    expect(errorOf('phone')).toBeUndefined();

    fill('Full Name', 'Ana');
    expect(errorOf('fullName')).toBeUndefined();
    expect(errorOf('email')).toBe('Email address is required.');
    fill('Email Address', 'ana@');
    fill('Phone Number', '12345');
    submit();
    expect(errorOf('email')).toBe('Please enter a valid email address.');
    expect(errorOf('phone')).toBe('Please enter a valid phone number (e.g., (XXX) XXX-XXXX).');
    fill('Phone Number', '(713) 555-0100');
    expect(errorOf('phone')).toBeUndefined();
    expect(pagesEn.contact.errors).toMatchObject({
      fullNameRequired: CONTACT_MESSAGES.fullNameRequired,
      emailRequired: CONTACT_MESSAGES.emailRequired,
      emailInvalid: CONTACT_MESSAGES.emailInvalid,
      phoneInvalid: CONTACT_MESSAGES.phoneInvalid,
      messageRequired: CONTACT_MESSAGES.messageRequired,
    });
    expect(pagesEn.contact.success).toBe(CONTACT_MESSAGES.success);
    expect(pagesEn.contact.failure).toBe(CONTACT_MESSAGES.failure);
  });

  it('shows direct contact, office hours, the emergency line and the map with its TEXAS caption', async () => {
    await renderAt('/contact');
    await h1();
    const hours = screen.getByRole('region', { name: 'Office Hours' });
    expect([...hours.querySelectorAll('dt, dd')].map((n) => n.textContent)).toEqual([
      'Monday - Friday',
      '8:00 AM - 6:00 PM',
      'Saturday',
      '9:00 AM - 2:00 PM',
      'Sunday',
      'Closed',
    ]);
    expect(screen.getByRole('link', { name: /\(713\) 555-0199/ }).getAttribute('href')).toBe('tel:+17135550199');
    const map = document.querySelector('iframe')!;
    expect(map.getAttribute('title')).toMatch(/^Map of our office at 7315 Harwin Dr/);
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('TEXAS')).toBeTruthy();
  });

  it.each([
    ['maintenance-plans', 'Service Request', /maintenance plans/],
    ['air-purifiers', 'Quote for New System', /air purifier/],
  ])('/contact-us?query=%s prefills the subject and message', async (query, subject, message) => {
    await renderAt(`/contact-us?query=${query}`);
    await h1();
    expect((screen.getByLabelText('Subject', { exact: false }) as HTMLSelectElement).value).toBe(subject);
    expect((document.getElementById('contact-message') as HTMLTextAreaElement).value).toMatch(message);
  });

  it('is translated into Persian with right-to-left layout', async () => {
    await renderAt('/contact', 'fa');
    expect((await h1()).textContent).toBe('تماس با ما');
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click(screen.getByRole('button', { name: 'ارسال پیام' }));
    expect(errorOf('fullName')).toBe('وارد کردن نام و نام خانوادگی الزامی است.');
  });
});

describe('legal pages and sitemap', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
  ])('%s shows its document with the company facts filled in', async (path, title) => {
    // Persian writes the phone number in its own digits (docs/architecture.md#frontend-conventions).
    for (const [lng, expected, phone] of [['es', null, '(713) 555-0142'], ['fa', null, '(۷۱۳) ۵۵۵-۰۱۴۲'], ['en', title, '(713) 555-0142']] as const) {
      const { unmount } = await renderAt(path, lng);
      const heading = await h1();
      if (expected) expect(heading.textContent).toBe(expected);
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).toContain(phone);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(7);
      unmount();
    }
    expect(document.title).toBe(`${title} | Bayou City Comfort HVAC`);
  });

  it('/sitemap links every public page and the five services', async () => {
    await renderAt('/sitemap');
    expect((await h1()).textContent).toBe('Sitemap');
    const hrefs = [...document.querySelectorAll('.pub-sitemap a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/', '/services', '/services/air-conditioning', '/services/commercial-hvac', '/about', '/testimonials', '/blog', '/contact', '/privacy-policy', '/terms-of-service']),
    );
  });
});

describe('blog helpers', () => {
  it('cuts excerpts at 150 characters plus an ellipsis', () => {
    const long = 'x'.repeat(151);
    expect(cutExcerpt(long)).toBe(`${'x'.repeat(150)}...`);
    expect(cutExcerpt('x'.repeat(150))).toBe('x'.repeat(150));
  });

  it('splits content into paragraphs and maps unknown image keys to the fallback', () => {
    expect(paragraphsOf('One.\n\nTwo.\nThree.\n\n\n')).toEqual(['One.', 'Two.', 'Three.']);
    expect(blogImage('no-such-key')).toBe(blogImage(null));
  });
});
