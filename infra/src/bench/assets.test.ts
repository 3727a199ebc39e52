import { appOfPath, baseOfPath, foreignRemoteAssets, originOf, sharedChunks } from './assets';

describe('script attribution', () => {
  it('names the app by the path it is served from', () => {
    expect(appOfPath('/main.f1c579c6dc.js')).toBe('shell');
    expect(appOfPath('/remotes/mf-public/0.1.0-abc/remoteEntry.js')).toBe('mf-public');
    expect(baseOfPath('/remotes/mf-public/0.1.0-abc/262.js')).toBe('/remotes/mf-public/0.1.0-abc/');
    expect(baseOfPath('/262.js')).toBe('/');
  });

  it('labels chunks a manifest lists as shared, under the folder it was served from', () => {
    const manifest = {
      shared: [
        { name: 'react-dom', assets: { js: { sync: ['325.js', '706.js'], async: [] } } },
        { name: 'react-dom/client', assets: { js: { sync: ['470.js'] } } },
        { name: 'scheduler', assets: { js: { async: ['470.js'] } } },
        { name: 'no-assets' },
      ],
    };
    const shared = sharedChunks(manifest, '/remotes/mf-public/1/');
    expect(originOf('/remotes/mf-public/1/470.js', shared)).toEqual({ app: 'mf-public', shared: ['react-dom/client', 'scheduler'] });
    expect(originOf('/remotes/mf-public/1/706.js', shared)).toEqual({ app: 'mf-public', shared: ['react-dom'] });
    expect(originOf('/470.js', shared)).toEqual({ app: 'shell', shared: [] });
  });

  it('counts every request of a remote the page does not own as foreign', () => {
    const paths = ['/', '/main.js', '/remotes.json', '/remotes/mf-public/1/remoteEntry.js', '/remotes/mf-accounts/2/mf-manifest.json', '/remotes/mf-billing/3/1.js'];
    expect(foreignRemoteAssets(paths, ['mf-public'])).toEqual(['/remotes/mf-accounts/2/mf-manifest.json', '/remotes/mf-billing/3/1.js']);
    expect(foreignRemoteAssets(paths, ['mf-public', 'mf-accounts', 'mf-billing'])).toEqual([]);
  });
});
