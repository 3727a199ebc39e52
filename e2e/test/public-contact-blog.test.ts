/**
 * Issue 4: the contact form and the blog through the whole system — Chromium → gateway → shell +
 * mf-public → svc-requests → PostgreSQL, with the office's e-mail caught by the stack's SMTP capture.
 */
import type { Page } from 'playwright-core';
import type { Stack } from '@hvac/infra';
import { documentLanguage } from './support/browser';
import { useJourney } from './support/journey';

let stack: Stack;
let page: Page;
let base: string;

useJourney({ mode: 'test', apps: ['svc-identity', 'svc-requests', 'gateway'] }, {
  onStart: (s) => {
    stack = s;
    base = s.gatewayUrl;
  },
  onPage: (_c, p) => {
    page = p;
  },
});

const main = () => page.getByRole('main');
const errorOf = async (field: string) => {
  const error = page.locator(`#contact-${field}-error`);
  return (await error.count()) === 0 ? null : (await error.textContent())?.trim();
};
const send = (name = 'Send Message') => main().getByRole('button', { name }).click();
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}`;

describe('contact form', () => {
  it('shows each spec message letter by letter, native checks off, errors clearing on edit', async () => {
    await page.goto(`${base}/contact`);
    await main().getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await main().locator('form.pub-contact-form').evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
    expect(await page.locator('#contact-subject option').allTextContents()).toEqual([
      'General Inquiry',
      'Service Request',
      'Quote for New System',
      'Feedback',
      'Other',
    ]);
    expect(await page.locator('#contact-subject').inputValue()).toBe('General Inquiry');
    await main().getByText('Optional, but helps us reach you faster', { exact: true }).waitFor();

    await send();
    expect(await errorOf('fullName')).toBe('Full name is required.');
    expect(await errorOf('email')).toBe('Email address is required.');
    expect(await errorOf('phone')).toBeNull();
    expect(await errorOf('message')).toBe('Message is required.');

    await page.locator('#contact-fullName').fill('Gloria Navarro');
    expect(await errorOf('fullName')).toBeNull();
    expect(await errorOf('email')).toBe('Email address is required.');
    await page.locator('#contact-email').fill('gloria@example');
    await page.locator('#contact-phone').fill('713-555');
    await send();
    expect(await errorOf('email')).toBe('Please enter a valid email address.');
    expect(await errorOf('phone')).toBe('Please enter a valid phone number (e.g., (XXX) XXX-XXXX).');
    await page.locator('#contact-phone').fill('(713) 555-0120');
    expect(await errorOf('phone')).toBeNull();
    await page.locator('#contact-message').fill('Hi');
    expect(await errorOf('message')).toBeNull();
    expect(await errorOf('email')).toBe('Please enter a valid email address.');
  }, 30_000);

  it("sends a real message: 'Sending...', thank-you replaces the form, fields reset, the office gets the e-mail", async () => {
    const marker = unique('upstairs-unit');
    const email = `${unique('contact')}@example.com`;
    await page.goto(`${base}/contact`);
    await page.locator('#contact-fullName').fill('Gloria Navarro');
    await page.locator('#contact-email').fill(email);
    await page.locator('#contact-phone').fill('713.555.0120');
    await page.locator('#contact-subject').selectOption('Quote for New System');
    await page.locator('#contact-message').fill(`Our upstairs unit is 18 years old. Reference ${marker}.`);
    const sending = main().getByRole('button', { name: 'Sending...' });
    const request = page.waitForRequest((r) => r.url().endsWith('/api/contact-messages') && r.method() === 'POST');
    await send();
    await request;
    await main()
      .getByText("Thank you for your message! We'll get back to you within 24 business hours.", { exact: true })
      .waitFor();
    expect(await page.locator('form.pub-contact-form').count()).toBe(0);
    expect(await sending.count()).toBe(0);

    const mail = await stack.smtp.waitFor((m) => m.text.includes(marker), 15_000);
    expect(mail.subject).toBe('Contact form: Quote for New System — Gloria Navarro');
    expect(mail.text).toContain(email);

    await main().getByRole('button', { name: 'Send Another Message' }).click();
    expect(await page.locator('#contact-fullName').inputValue()).toBe('');
    expect(await page.locator('#contact-email').inputValue()).toBe('');
    expect(await page.locator('#contact-message').inputValue()).toBe('');
    expect(await page.locator('#contact-subject').inputValue()).toBe('General Inquiry');
  }, 45_000);

  it('shows the button as Sending... while the message is on its way', async () => {
    await page.goto(`${base}/contact`);
    await page.locator('#contact-fullName').fill('Gloria Navarro');
    await page.locator('#contact-email').fill(`${unique('slow')}@example.com`);
    await page.locator('#contact-message').fill('Checking the button state.');
    // Hold the request briefly so the sending state can be seen; it then goes to the server unchanged.
    await page.route('**/api/contact-messages', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await send();
    const sending = main().getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await main().getByText("Thank you for your message! We'll get back to you within 24 business hours.", { exact: true }).waitFor();
  }, 30_000);

  it('keeps the form with the spec failure text when the server refuses the message', async () => {
    await page.goto(`${base}/contact`);
    await page.locator('#contact-fullName').fill('Gloria Navarro');
    await page.locator('#contact-email').fill(`${unique('long')}@example.com`);
    // Longer than the 5,000 characters the API accepts: a real 400 from svc-requests.
    const longMessage = 'The compressor hums. '.repeat(300);
    await page.locator('#contact-message').fill(longMessage);
    await send();
    const alert = main().getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Sorry, there was an error sending your message. Please try again or call us.');
    expect(await page.locator('#contact-fullName').inputValue()).toBe('Gloria Navarro');
    expect(await page.locator('#contact-message').inputValue()).toBe(longMessage);
    await main().getByRole('button', { name: 'Send Message' }).waitFor();
  }, 30_000);

  it('Persian: right to left, translated messages and the contact details', async () => {
    await page.goto(`${base}/contact?lng=fa`);
    await main().getByRole('heading', { level: 1, name: 'تماس با ما' }).waitFor();
    expect(await documentLanguage(page)).toEqual(['fa', 'rtl']);
    await send('ارسال پیام');
    expect(await errorOf('fullName')).toBe('وارد کردن نام و نام خانوادگی الزامی است.');
    expect(await errorOf('email')).toBe('وارد کردن نشانی ایمیل الزامی است.');
    expect(await errorOf('message')).toBe('وارد کردن پیام الزامی است.');
    await main().getByText('تگزاس', { exact: true }).waitFor();
    await main().getByRole('heading', { name: 'ساعات کاری دفتر' }).waitFor();
    expect(await main().locator('a[href="tel:+17135550199"]').count()).toBe(1);
  }, 30_000);

  it('lists office hours, the emergency line and a titled, lazy map with the TEXAS caption', async () => {
    await page.goto(`${base}/contact`);
    const hours = main().getByRole('region', { name: 'Office Hours' });
    await hours.waitFor();
    expect(await hours.locator('dt, dd').allTextContents()).toEqual([
      'Monday - Friday',
      '8:00 AM - 6:00 PM',
      'Saturday',
      '9:00 AM - 2:00 PM',
      'Sunday',
      'Closed',
    ]);
    await main().getByRole('heading', { name: '24/7 Emergency Line' }).waitFor();
    const map = main().locator('iframe');
    expect(await map.getAttribute('title')).toBe('Map of our office at 7315 Harwin Dr, Suite 120, Houston, TX 77036');
    expect(await map.getAttribute('loading')).toBe('lazy');
    await main().getByText('TEXAS', { exact: true }).waitFor();
  }, 30_000);
});

describe('blog', () => {
  const cards = () => main().locator('.pub-post-card');

  it('lists six posts a page with title, excerpt, author, date, tags and read more; page 2 holds the rest', async () => {
    await page.goto(`${base}/blog`);
    await main().getByRole('heading', { level: 1, name: 'HVAC Tips & News' }).waitFor();
    await cards().first().waitFor();
    expect(await cards().count()).toBe(6);
    const first = cards().first();
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBeTruthy();
    expect(await first.locator('.pub-post-card__meta').textContent()).toMatch(/^By \S.* · \w{3} \d{1,2}, \d{4}$/);
    expect(await first.locator('.pub-tags li').count()).toBeGreaterThan(0);
    await first.getByRole('link', { name: /^Read more: / }).waitFor();
    for (const excerpt of await cards().locator('h2 + p + p').allTextContents()) {
      expect(excerpt.length).toBeLessThanOrEqual(153);
      if (excerpt.length > 150) expect(excerpt.endsWith('...')).toBe(true);
    }
    const images = await cards().locator('img').evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('width'), img.getAttribute('height')]));
    expect(images.every(([w, h]) => w === '800' && h === '420')).toBe(true);

    await main().getByRole('navigation', { name: /pagination/i }).getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${base}/blog?page=2`);
    await page.waitForFunction(() => document.querySelectorAll('.pub-post-card').length === 3);
  }, 30_000);

  it("searches in SQL: a hit, then 'No blog posts found' with the search hint", async () => {
    await page.goto(`${base}/blog`);
    await main().getByRole('searchbox', { name: 'Search blog posts' }).fill('hurricane');
    await main().getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${base}/blog?search=hurricane`);
    await main().getByRole('heading', { level: 2, name: 'Hurricane Season Prep for Your HVAC System' }).waitFor();

    await main().getByRole('searchbox', { name: 'Search blog posts' }).fill('zzqx-no-such-topic');
    await main().getByRole('button', { name: 'Search' }).click();
    await main().getByRole('heading', { level: 2, name: 'No blog posts found' }).waitFor();
    await main().getByText('Try adjusting your search terms.', { exact: true }).waitFor();
  }, 30_000);

  it("'Failed to fetch blog posts' when the API refuses the request", async () => {
    // A search longer than the API's 200 characters: a real 400.
    await page.goto(`${base}/blog?search=${'a'.repeat(201)}`);
    const alert = main().getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Failed to fetch blog posts');
  }, 30_000);

  it("'Failed to load blog posts' when the request cannot complete", async () => {
    await page.route('**/api/blog/public?**', (route) => route.abort('connectionreset'));
    await page.goto(`${base}/blog`);
    const alert = main().getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect((await alert.textContent())?.trim()).toBe('Failed to load blog posts');
  }, 30_000);

  it('opens a post: paragraphs, meta title, Contact Us and click-to-call', async () => {
    await page.goto(`${base}/blog`);
    await cards().first().waitFor();
    const title = (await cards().first().getByRole('heading', { level: 2 }).textContent())!.trim();
    await cards().first().getByRole('link', { name: `Read more: ${title}` }).click();
    await main().getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(`${title} | Bayou City Comfort HVAC`);
    expect(await main().locator('.pub-post__content p').count()).toBeGreaterThanOrEqual(3);
    await main().getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${base}/contact`);
    await page.goBack();
    await main().getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await main().locator('.pub-post__cta a[href="tel:+17135550142"]').count()).toBe(1);
  }, 30_000);

  it("'Blog Post Not Found' with the message and Back to Blog, for an unknown and a refused slug", async () => {
    await page.goto(`${base}/blog/no-such-post`);
    await main().getByRole('heading', { level: 1, name: 'Blog Post Not Found' }).waitFor();
    expect((await main().getByRole('alert').textContent())?.trim()).toBe('Blog post not found');
    await main().getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(`${base}/blog`);

    // A slug longer than the API allows: a real 400.
    await page.goto(`${base}/blog/${'x'.repeat(201)}`);
    await main().getByRole('heading', { level: 1, name: 'Blog Post Not Found' }).waitFor();
    expect((await main().getByRole('alert').textContent())?.trim()).toBe('Failed to fetch blog post');

    await page.route('**/api/blog/public/**', (route) => route.abort('connectionreset'));
    await page.goto(`${base}/blog/heat-pumps-in-houston`);
    await main().getByRole('heading', { level: 1, name: 'Blog Post Not Found' }).waitFor({ timeout: 15_000 });
    expect((await main().getByRole('alert').textContent())?.trim()).toBe('Failed to load blog post');
  }, 45_000);

  it('Persian: the posts in Persian, right to left', async () => {
    await page.goto(`${base}/blog?lng=fa`);
    await main().getByRole('heading', { level: 1, name: 'نکته‌ها و اخبار تهویه مطبوع' }).waitFor();
    await cards().first().waitFor();
    expect(await documentLanguage(page)).toEqual(['fa', 'rtl']);
    const titles = await cards().locator('h2').allTextContents();
    expect(titles).toHaveLength(6);
    for (const title of titles) expect(title).toMatch(/[\u0600-\u06FF]/);

    await page.goto(`${base}/blog/heat-pumps-in-houston?lng=fa`);
    await main().getByRole('heading', { level: 1, name: 'پمپ حرارتی در هیوستون: سرمایش و گرمایش کارآمد در یک سیستم' }).waitFor();
    await main().getByRole('link', { name: 'تماس با ما' }).waitFor();

    await page.goto(`${base}/blog/no-such-post?lng=fa`);
    await main().getByRole('heading', { level: 1, name: 'مطلب پیدا نشد' }).waitFor();
    await main().getByRole('link', { name: 'بازگشت به وبلاگ' }).waitFor();
  }, 30_000);

  it("'No blog posts found' with 'Check back soon for new content!' when there are no posts", async () => {
    // An empty blog without emptying this stack's for the other tests: the page asks for every post, and
    // svc-requests is asked for posts matching a word none holds, so its real answer is an empty list.
    await page.route('**/api/blog/public?**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('search', unique('no-post-holds-this'));
      return route.continue({ url: url.toString() });
    });
    await page.goto(`${base}/blog`);
    await main().getByRole('heading', { level: 2, name: 'No blog posts found' }).waitFor();
    await main().getByText('Check back soon for new content!', { exact: true }).waitFor();
  }, 30_000);
});
