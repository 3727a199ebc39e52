/**
 * The customer's confirmation as it arrives (docs/domains/service-requests.md#mail), read from the SMTP capture: the site's
 * short reference, phones as people write them, the numbers to call, the request's details and where
 * to follow it, all in the booking's language.
 */
import { randomUUID } from 'node:crypto';
import type { ServiceRequest } from '@hvac/contracts/requests';
import { inDays, startRequests, type TestRequests } from './helpers';

let t: TestRequests;
beforeAll(async () => {
  t = await startRequests({ PUBLIC_URL: 'https://hvac.test.example', BOOKINGS_MAX_PER_IP: '1000' });
});
afterAll(() => t.close());

/** A guest booking whose token names a new account, or (null) none: the e-mail already had one. */
async function book(email: string, lang: 'en' | 'fa' | 'es', uid: string | null = randomUUID()) {
  const res = await t.call({ method: 'POST', url: '/api/service-requests', payload: t.guestBooking(uid ?? undefined, { contactEmail: email, language: lang }) });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const request = res.json().data.serviceRequest as ServiceRequest;
  const mail = await t.h.smtp.waitFor((m) => m.to.includes(email), 10_000);
  return { request, mail };
}

const longDay = (day: string, locale: string) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe('the booking confirmation mail', () => {
  it('in English: the short reference, formatted phones, both company numbers, every detail and a link to My Service Requests', async () => {
    const { request, mail } = await book('en.mail@test.example', 'en');
    const text = mail.text;
    expect(text).toContain(`Reference: ${request.id.slice(0, 8)}\n`);
    expect(text).not.toContain(request.id);
    expect(text).toContain('Phone: (713) 555-0199\n');
    expect(text).toContain('Need help sooner? Our emergency service is available 24/7 at (713) 555-0199.');
    expect(text).toContain('Office (713) 555-0142');
    for (const row of [
      'Service: AC Repair',
      'Description: Not cooling upstairs',
      'Problems: Not Cooling / Blowing Warm Air',
      'System age: 6-10 years',
      'System type: Central AC',
      'Add-ons: System tune-up and cleaning',
      'Address: 1200 Main St, Apt 4B, Houston 77002',
      `Preferred time: ${longDay(inDays(2), 'en-US')} · Morning (8 AM - 12 PM)`,
      `Alternative time: ${longDay(inDays(3), 'en-US')} · Any Time`,
      'Scheduling notes: Gate code 1234',
    ]) {
      expect(text).toContain(`${row}\n`);
    }
    expect(text).toContain('My Service Requests: https://hvac.test.example/my-service-requests');
    expect(mail.html).toContain('href="https://hvac.test.example/my-service-requests"');
    // The lead made the account a moment ago, without a password: the mail says how to sign in.
    expect(text).toContain('You booked as a guest: to sign in, set a password for en.mail@test.example at https://hvac.test.example/forgot-password.');
  });

  it('in Persian: the service, the time windows, the details and the dates in Persian, the numbers left to right', async () => {
    const { request, mail } = await book('fa.mail@test.example', 'fa');
    const text = mail.text;
    for (const english of ['AC Repair', 'Morning (8 AM - 12 PM)', 'Any Time', 'Not Cooling', 'Central AC', 'tune-up', 'Reference']) expect(text).not.toContain(english);
    for (const row of [
      'خدمت: تعمیر کولر',
      'مشکلات: خنک نمی‌کند / هوای گرم می‌دمد',
      'عمر سیستم: ۶ تا ۱۰ سال',
      'خدمات افزودنی: سرویس و تمیزکاری سیستم',
      `زمان ترجیحی: ${longDay(inDays(2), 'fa-IR')} · صبح (۸ تا ۱۲)`,
      `زمان جایگزین: ${longDay(inDays(3), 'fa-IR')} · هر زمان`,
      `شماره پیگیری: \u2066${request.id.slice(0, 8)}\u2069`,
      'تلفن: \u2066(713) 555-0199\u2069',
    ]) {
      expect(text).toContain(`${row}\n`);
    }
    expect(text).toContain('درخواست‌های سرویس من: https://hvac.test.example/my-service-requests');
    expect(text).toContain('خدمات اضطراری ما ۲۴ ساعته و ۷ روز هفته از راه \u2066(713) 555-0199\u2069 در دسترس است.');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('in Spanish, and without a link to My Service Requests when the request belongs to no account', async () => {
    const { mail } = await book('es.mail@test.example', 'es', null);
    expect(mail.subject).toBe('Recibimos su solicitud de servicio');
    for (const row of ['Servicio: Reparación de aire acondicionado', `Horario preferido: ${longDay(inDays(2), 'es-US')} · Mañana (8 AM - 12 PM)`, 'Teléfono: (713) 555-0199']) {
      expect(mail.text).toContain(`${row}\n`);
    }
    expect(mail.text).toContain('Nuestro servicio de emergencia está disponible 24/7 en el (713) 555-0199.');
    expect(mail.text).not.toContain('/my-service-requests');
    expect(mail.text).not.toContain('/forgot-password');
  });
});
