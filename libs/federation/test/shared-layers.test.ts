import type { Compiler, Module } from 'webpack';
import { SharedLibraryLayersPlugin } from '../src/shared-layers';

/** A module as the federation plugin makes it: a provided copy or a consume of one share key. */
const provide = (key: string) => ({ type: 'provide-module', _name: key }) as unknown as Module;
const consume = (key: string) => ({ type: 'consume-shared-module', options: { shareKey: key } }) as unknown as Module;
const plain = { type: 'javascript/auto' } as unknown as Module;

interface FakeChunk {
  name: string;
  groupsIterable: { origins: { module: Module }[] }[];
  modules: Module[];
  canBeInitial: () => boolean;
}

/** A chunk loaded for `keys` (a provided copy, or a fallback) whose modules consume `consumes`. */
const chunk = (name: string, loadedFor: Module[], consumes: string[] = []): FakeChunk => ({
  name,
  groupsIterable: [{ origins: loadedFor.map((module) => ({ module })) }],
  modules: consumes.map(consume),
  canBeInitial: () => false,
});

/** Runs the plugin on `chunks` and answers which chunks were merged into which. */
function run(chunks: FakeChunk[], keepApart: string[] = []): string[][] {
  const merged = new Map(chunks.map((c) => [c, [c.name]]));
  const all = new Set(chunks);
  const compilation = {
    chunks: all,
    chunkGraph: {
      getChunkModulesIterable: (c: FakeChunk) => c.modules,
      canChunksBeIntegrated: () => true,
      integrateChunks: (a: FakeChunk, b: FakeChunk) => merged.get(a)!.push(...merged.get(b)!),
    },
    hooks: { optimizeChunks: { tap: (_options: unknown, fn: (chunks: Set<FakeChunk>) => void) => fn(all) } },
  };
  const compiler = { hooks: { thisCompilation: { tap: (_name: string, fn: (c: typeof compilation) => void) => fn(compilation) } } };
  new SharedLibraryLayersPlugin(keepApart).apply(compiler as unknown as Compiler);
  return [...all].map((c) => merged.get(c)!);
}

describe('SharedLibraryLayersPlugin', () => {
  it('merges the shared chunks by layer: none consumes a package held in its own chunk', () => {
    const layers = run([
      chunk('react', [provide('react')]),
      chunk('i18next', [provide('i18next'), consume('i18next')]),
      chunk('react-dom', [provide('react-dom')], ['react']),
      chunk('react-dom/client', [provide('react-dom/client')], ['react-dom']),
      chunk('web-kit', [provide('@hvac/web-kit')], ['i18next']),
    ]);
    expect(layers).toEqual([['react', 'i18next'], ['react-dom', 'web-kit'], ['react-dom/client']]);
  });

  it('leaves alone what another module loads, a cycle of consumes and the packages kept apart', () => {
    const bootstrap = chunk('bootstrap', [plain]);
    const layers = run(
      [
        bootstrap,
        chunk('a', [provide('a')], ['b']),
        chunk('b', [provide('b')], ['a']),
        chunk('react', [provide('react')]),
        chunk('query', [provide('@tanstack/react-query')]),
      ],
      ['@tanstack/react-query'],
    );
    expect(layers).toEqual([['bootstrap'], ['a'], ['b'], ['react'], ['query']]);
  });

  it('puts a chunk consuming a package kept apart above what that package consumes', () => {
    const layers = run(
      [chunk('react', [provide('react')]), chunk('query', [provide('@tanstack/react-query')], ['react']), chunk('uses-query', [provide('x')], ['@tanstack/react-query']), chunk('i18next', [provide('i18next')])],
      ['@tanstack/react-query'],
    );
    expect(layers).toEqual([['react', 'i18next'], ['query'], ['uses-query']]);
  });
});
