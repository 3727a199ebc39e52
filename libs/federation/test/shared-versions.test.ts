import { RemoteIncompatibleError, sharedMismatches, type PageShares } from '../browser/shared-versions';
import hvacResiliencePlugin from '../browser/runtime-plugin';

const WEB_KIT = '0.1.0-api-00a794fb0ff9';
const page: PageShares = {
  react: { '19.3.1': { version: '19.3.1', from: 'shell' } },
  '@hvac/web-kit': { [WEB_KIT]: { version: WEB_KIT, from: 'shell' } },
  '@tanstack/react-query': { '5.108.0': { version: '5.108.0', from: 'mf_accounts' } },
};

describe('sharedMismatches', () => {
  it("passes a remote whose ranges the page's copies satisfy, and packages the page does not hold", () => {
    const built = [
      { name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' },
      { name: '@hvac/web-kit', version: WEB_KIT, requiredVersion: WEB_KIT },
      { name: 'uplot', version: '1.6.32', requiredVersion: '^1.6.32' },
    ];
    expect(sharedMismatches('mf_public', built, page)).toEqual([]);
  });

  it("names each package whose copy on the page, the shell's or another remote's, misses the remote's range", () => {
    const built = [
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
      { name: '@hvac/web-kit', version: '0.1.0-api-5e1f0c2a9b77', requiredVersion: '0.1.0-api-5e1f0c2a9b77' },
      { name: '@tanstack/react-query', version: '5.110.0', requiredVersion: '^5.110.0' },
    ];
    expect(sharedMismatches('mf_billing', built, page)).toEqual([
      { name: 'react', remoteVersion: '20.0.0', required: '^20.0.0', pageVersion: '19.3.1', from: 'shell' },
      { name: '@hvac/web-kit', remoteVersion: '0.1.0-api-5e1f0c2a9b77', required: '0.1.0-api-5e1f0c2a9b77', pageVersion: WEB_KIT, from: 'shell' },
      { name: '@tanstack/react-query', remoteVersion: '5.110.0', required: '^5.110.0', pageVersion: '5.108.0', from: 'mf_accounts' },
    ]);
  });

  it('ignores what the same remote registered before (a Retry of a new deployment)', () => {
    expect(sharedMismatches('mf_accounts', [{ name: '@tanstack/react-query', version: '6.0.0', requiredVersion: '^6.0.0' }], page)).toEqual([]);
  });
});

describe('the runtime plugin with a remote built against another version', () => {
  type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof hvacResiliencePlugin>['loadRemoteSnapshot']>>[0];
  type InitArgs = Parameters<NonNullable<ReturnType<typeof hvacResiliencePlugin>['init']>>[0];
  const snapshot = (shared: { name: string; version: string; requiredVersion: string }[]) =>
    ({ moduleInfo: { name: 'mf_public', entry: '/remotes/mf-public/x/mf-manifest.json' }, manifestJson: { shared }, from: 'manifest' }) as unknown as SnapshotArgs;
  const started = () => {
    const plugin = hvacResiliencePlugin();
    plugin.init!({ origin: { shareScopeMap: { default: page } } } as unknown as InitArgs);
    return plugin;
  };
  afterEach(() => jest.restoreAllMocks());

  it('refuses it before any of its code runs, and says why on the console', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = started().loadRemoteSnapshot!(snapshot([{ name: 'react', version: '20.1.0', requiredVersion: '^20.1.0' }]));
    await expect(answer).rejects.toBeInstanceOf(RemoteIncompatibleError);
    await expect(answer).rejects.toMatchObject({ remote: 'mf_public', mismatches: [{ name: 'react', remoteVersion: '20.1.0', pageVersion: '19.3.1' }] });
    expect(logged).toHaveBeenCalledWith('mf_public was built against other versions of shared packages than this page has, so it is not loaded', [
      { name: 'react', remoteVersion: '20.1.0', required: '^20.1.0', pageVersion: '19.3.1', from: 'shell' },
    ]);
  });

  it('lets a remote whose ranges the page satisfies through unchanged', async () => {
    const args = snapshot([{ name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' }]);
    await expect(started().loadRemoteSnapshot!(args)).resolves.toBe(args);
  });
});
