import { localizedPath } from '../src/localized-path';

describe('localizedPath', () => {
  it('prefixes public pages with a prefixed language, keeping query and hash', () => {
    expect(localizedPath('/services', 'fa')).toBe('/fa/services');
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/contact-us?query=air-purifiers#form', 'es')).toBe('/es/contact-us?query=air-purifiers#form');
    expect(localizedPath('/blog/heat-pump', 'fa')).toBe('/fa/blog/heat-pump');
  });

  it('leaves English and non-public pages unprefixed', () => {
    expect(localizedPath('/services', 'en')).toBe('/services');
    expect(localizedPath('/login', 'fa')).toBe('/login');
    expect(localizedPath('/admin/users', 'es')).toBe('/admin/users');
  });
});
