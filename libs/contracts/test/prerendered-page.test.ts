import { prerenderedPageFile } from '../src/core/prerendered-page';
import { versionDirOf } from '../src/core/routes';

describe('where a prerendered page is stored (docs/domains/public-site.md#prerendered-pages)', () => {
  it.each([
    ['/', 'index.json'],
    ['/es/', 'es/index.json'],
    ['/fa', 'fa/index.json'],
    ['/services', 'services.json'],
    ['/fa/services/heating', 'fa/services/heating.json'],
    ['/es/blog/heat-pumps-in-houston', 'es/blog/heat-pumps-in-houston.json'],
  ])('%s → pages/%s', (pathname, file) => expect(prerenderedPageFile(pathname)).toBe(file));

  it('names no file for other paths, nor for one that could leave the folder', () => {
    for (const pathname of ['/login', '/admin/quotes', '/services/', '/blog/..', '/blog/%2e%2e', '/blog/Heat_Pumps', '/api/blog']) {
      expect(prerenderedPageFile(pathname)).toBeUndefined();
    }
  });

  it('reads a build’s folder from its remotes.json entry', () => {
    expect(versionDirOf('/remotes/mf-public/3f2a9c1b0d4e/mf-manifest.json')).toBe('mf-public/3f2a9c1b0d4e');
    expect(versionDirOf('/remotes/mf-public/../mf-manifest.json')).toBeUndefined();
    expect(versionDirOf('https://cdn.example/mf-public/1/mf-manifest.json')).toBeUndefined();
  });
});
