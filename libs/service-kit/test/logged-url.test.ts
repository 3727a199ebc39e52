import { loggedUrl } from '../src/net';

describe('loggedUrl', () => {
  it('takes a token out of a logged URL and leaves everything else', () => {
    expect(loggedUrl('/api/documents/invoice/1/view?lang=fa&token=eyJ.abc.def')).toBe('/api/documents/invoice/1/view?lang=fa&token=[redacted]');
    expect(loggedUrl('/api/documents/invoice/1/view?token=eyJ.abc&lang=es')).toBe('/api/documents/invoice/1/view?token=[redacted]&lang=es');
    expect(loggedUrl('/api/invoices?search=tokens&mytoken=x')).toBe('/api/invoices?search=tokens&mytoken=x');
    expect(loggedUrl('/api/invoices')).toBe('/api/invoices');
  });

  it('judges a key as the query parser reads it: encoded, in another case, or as another credential name', () => {
    expect(loggedUrl('/api/documents/invoice/1/view?%74oken=eyJ.abc.def')).toBe('/api/documents/invoice/1/view?%74oken=[redacted]');
    expect(loggedUrl('/x?lang=es&%54%4F%4B%45%4E=eyJ.abc')).toBe('/x?lang=es&%54%4F%4B%45%4E=[redacted]');
    expect(loggedUrl('/x?access%5Ftoken=eyJ.abc&page=2')).toBe('/x?access%5Ftoken=[redacted]&page=2');
    expect(loggedUrl('/x?Token=a&refresh_token=b&id_token=c')).toBe('/x?Token=[redacted]&refresh_token=[redacted]&id_token=[redacted]');
  });

  it('redacts what a key that cannot be decoded holds', () => {
    expect(loggedUrl('/x?%E0%A4%A=eyJ.abc&lang=fa')).toBe('/x?%E0%A4%A=[redacted]&lang=fa');
  });
});
