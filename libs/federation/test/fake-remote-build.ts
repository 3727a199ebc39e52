import { promises as fs } from 'node:fs';
import path from 'node:path';

/** What the build writes as dist/remote.json from the remote's src/remote.json. */
export const declaration = {
  routes: { '/': 'site', '/about/*': 'site', '/admin/news/*': 'back-office' },
  navigation: [{ path: '/admin/news', label: 'news', group: 'work', roles: ['admin', 'manager'] }],
  labels: { en: { news: 'News' }, fa: { news: 'اخبار' }, es: { news: 'Noticias' } },
};

/** A remote's dist as far as deploying reads it; `home` changes its content, so its version. */
export async function fakeBuild(dir: string, home: string, label = 'News') {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'mf_public' } }));
  await fs.writeFile(path.join(dir, 'remote.json'), JSON.stringify({ ...declaration, labels: { ...declaration.labels, en: { news: label } } }));
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), 'var mf_public;');
  await fs.writeFile(path.join(dir, 'assets', 'home.js'), home);
}
