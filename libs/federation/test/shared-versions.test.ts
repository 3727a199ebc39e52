import { breakingLine, RemoteIncompatibleError, sharedMismatches, type PageShares } from '../browser/shared-versions';
import hvacResiliencePlugin from '../browser/runtime-plugin';

const page: PageShares = {
  react: { '19.3.1': { version: '19.3.1', from: 'shell' } },
  '@hvac/web-kit': { '0.1.0': { version: '0.1.0', from: 'shell' } },
  '@tanstack/react-query': { '5.108.0': { version: '5.108.0', from: 'mf_accounts' } },
};

describe('breakingLine', () => {
  it('is the major, or 0.minor before 1.0', () => {
    expect(['19.3.1', '20.0.0-rc.1', '0.1.0', '0.2.7', '1.0.0'].map(breakingLine)).toEqual(['19', '20', '0.1', '0.2', '1']);
  });
});

describe('sharedMismatches', () => {
  it('passes a remote built on the same lines, and packages the page does not hold', () => {
    const built = [
      { name: 'react', version: '19.0.0' },
      { name: '@hvac/web-kit', version: '0.1.9' },
      { name: 'uplot', version: '1.6.32' },
    ];
    expect(sharedMismatches('mf_public', built, page)).toEqual([]);
  });

  it("names each package built on another major than the shell's or another remote's copy", () => {
    const built = [
      { name: 'react', version: '20.0.0' },
      { name: '@hvac/web-kit', version: '0.2.0' },
      { name: '@tanstack/react-query', version: '6.0.0' },
    ];
    expect(sharedMismatches('mf_billing', built, page)).toEqual([
      { name: 'react', remoteVersion: '20.0.0', pageVersion: '19.3.1', from: 'shell' },
      { name: '@hvac/web-kit', remoteVersion: '0.2.0', pageVersion: '0.1.0', from: 'shell' },
      { name: '@tanstack/react-query', remoteVersion: '6.0.0', pageVersion: '5.108.0', from: 'mf_accounts' },
    ]);
  });

  it('ignores what the same remote registered before (a Retry of a new deployment)', () => {
    expect(sharedMismatches('mf_accounts', [{ name: '@tanstack/react-query', version: '6.0.0' }], page)).toEqual([]);
  });
});

describe('the runtime plugin with a remote built against another major', () => {
  type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof hvacResiliencePlugin>['loadRemoteSnapshot']>>[0];
  type InitArgs = Parameters<NonNullable<ReturnType<typeof hvacResiliencePlugin>['init']>>[0];
  const snapshot = (shared: { name: string; version: string }[]) =>
    ({ moduleInfo: { name: 'mf_public', entry: '/remotes/mf-public/x/mf-manifest.json' }, manifestJson: { shared }, from: 'manifest' }) as unknown as SnapshotArgs;
  const started = () => {
    const plugin = hvacResiliencePlugin();
    plugin.init!({ origin: { shareScopeMap: { default: page } } } as unknown as InitArgs);
    return plugin;
  };
  afterEach(() => jest.restoreAllMocks());

  it('refuses it before any of its code runs, and says why on the console', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = started().loadRemoteSnapshot!(snapshot([{ name: 'react', version: '20.1.0' }]));
    await expect(answer).rejects.toBeInstanceOf(RemoteIncompatibleError);
    await expect(answer).rejects.toMatchObject({ remote: 'mf_public', mismatches: [{ name: 'react', remoteVersion: '20.1.0', pageVersion: '19.3.1' }] });
    expect(logged).toHaveBeenCalledWith('mf_public was built against other major versions of shared packages than this page has, so it is not loaded', [
      { name: 'react', remoteVersion: '20.1.0', pageVersion: '19.3.1', from: 'shell' },
    ]);
  });

  it('lets a remote on the same lines through unchanged', async () => {
    const args = snapshot([{ name: 'react', version: '19.0.0' }]);
    await expect(started().loadRemoteSnapshot!(args)).resolves.toBe(args);
  });
});
