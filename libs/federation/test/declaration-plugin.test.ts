import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { RemoteDeclarationPlugin } from '../src/declaration-plugin';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'declaration-plugin-'));
  await fs.mkdir(path.join(dir, 'src'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

/** A build of nothing but the plugin: what it adds to a remote's dist. */
function build(): Promise<webpack.Stats> {
  const compiler = webpack({ mode: 'production', context: dir, entry: {}, output: { path: path.join(dir, 'dist') }, plugins: [new RemoteDeclarationPlugin(dir)] });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error ? reject(error) : compiler.close(() => resolve(stats!)))));
}

describe('RemoteDeclarationPlugin', () => {
  it("writes the remote's checked src/remote.json into the build as remote.json", async () => {
    const declaration = { routes: { '/admin/news/*': 'back-office' } };
    await fs.writeFile(path.join(dir, 'src/remote.json'), JSON.stringify(declaration, null, 2));
    const stats = await build();
    expect(stats.hasErrors()).toBe(false);
    expect(JSON.parse(await fs.readFile(path.join(dir, 'dist/remote.json'), 'utf8'))).toEqual(declaration);
  });

  it('fails the build, naming each problem, for an invalid declaration or none', async () => {
    await fs.writeFile(path.join(dir, 'src/remote.json'), JSON.stringify({ routes: { '/admin/news/*': 'frame' } }));
    const invalid = await build();
    expect(invalid.toJson().errors!.map((e) => e.message).join('\n')).toContain("- routes['/admin/news/*']: the layout is 'site' or 'back-office'");
    await fs.rm(path.join(dir, 'src/remote.json'));
    const missing = await build();
    expect(missing.toJson().errors!.map((e) => e.message).join('\n')).toMatch(/src\/remote\.json: ENOENT/);
  });
});
