import path from 'node:path';
import type webpack from 'webpack';
import { readDeclaration } from './check-declaration';
import { DECLARATION_FILE, DECLARATION_SOURCE } from './declaration';

const NAME = 'hvac-remote-declaration';

/**
 * Checks a remote's src/remote.json and writes it into the build beside mf-manifest.json, where
 * deploy-remote finds it (docs/architecture.md#microfrontends). An invalid declaration fails the build,
 * naming each problem, so no remote ships paths or entries the shell would misread.
 */
export class RemoteDeclarationPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: webpack.Compiler): void {
    const source = path.join(this.dir, DECLARATION_SOURCE);
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          compilation.emitAsset(DECLARATION_FILE, new sources.RawSource(JSON.stringify(readDeclaration(source))));
        } catch (error) {
          compilation.errors.push(new WebpackError((error as Error).message));
        }
      });
    });
  }
}
