import { composeMail, mailLanguageOf } from '../src';

describe('composeMail: one layout for every service’s mail', () => {
  const content = { heading: 'Hello', paragraphs: ['First <b>line</b>'], rows: [{ label: 'Ref', value: 'A&B' }], action: { label: 'Open', url: 'https://x.example/a?b=1&c=2' } };

  it.each([
    ['en', 'ltr', 'Our emergency service is available 24/7.'],
    ['es', 'ltr', 'Nuestro servicio de emergencia está disponible 24/7.'],
    ['fa', 'rtl', 'خدمات اضطراری ما ۲۴ ساعته'],
  ] as const)('writes %s in its direction with the signature in that language', (lang, dir, signature) => {
    const mail = composeMail('a@test.example', 'Subject', { lang, ...content });
    expect(mail.html).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(mail.html).toContain(signature);
    expect(mail.text).toContain(signature);
  });

  it('escapes every value in the HTML and keeps the text plain', () => {
    const mail = composeMail('a@test.example', 'S', { lang: 'en', ...content }, 'reply@test.example');
    expect(mail.html).toContain('First &lt;b&gt;line&lt;/b&gt;');
    expect(mail.html).toContain('A&amp;B');
    expect(mail.html).toContain('href="https://x.example/a?b&#x3D;1&amp;c&#x3D;2"');
    expect(mail.text).toBe(
      'Hello\n\nFirst <b>line</b>\n\nOpen: https://x.example/a?b=1&c=2\n\nRef: A&B\n\nNeed help sooner? Our emergency service is available 24/7.\nBayou City Comfort HVAC, Houston, Texas\n',
    );
    expect(mail.replyTo).toBe('reply@test.example');
  });

  it('leaves the signature off internal mail', () => {
    const mail = composeMail('office@test.example', 'S', { lang: 'en', heading: 'New', paragraphs: [], footer: ['Reference 1'], signed: false });
    expect(mail.text).toBe('New\n\nReference 1\n');
    expect(mail.html).not.toContain('Bayou City Comfort HVAC, Houston');
  });

  it('picks the language asked for, else the first of Accept-Language the site speaks, else English', () => {
    expect(mailLanguageOf('es', 'fa')).toBe('es');
    expect(mailLanguageOf(undefined, 'de-DE,fa-IR;q=0.9,en;q=0.5')).toBe('fa');
    expect(mailLanguageOf('de', undefined)).toBe('en');
  });
});
