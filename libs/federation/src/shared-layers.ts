import type { Chunk, Compilation, Compiler, Module } from 'webpack';

/** What the federation modules carry besides webpack's Module: the share key each is for. */
type SharedModule = Module & { _name?: string; options?: { shareKey?: string } };

const PLUGIN = 'SharedLibraryLayersPlugin';
/** After SplitChunksPlugin (STAGE_ADVANCED), so the chunks merged are the final ones. */
const AFTER_SPLIT_CHUNKS = 11;

/** The share key a provided copy or a consume (with its fallback) is for; none for any other module. */
function shareKeyOf(module: Module | null): string | undefined {
  const shared = module as SharedModule | null;
  if (shared?.type === 'provide-module') return shared._name;
  if (shared?.type === 'consume-shared-module') return shared.options?.shareKey;
  return undefined;
}

/** The share keys a chunk is loaded for, when only shared modules load it (a provided copy or a fallback). */
function keysLoading(chunk: Chunk): string[] | undefined {
  const keys: string[] = [];
  for (const group of chunk.groupsIterable) {
    for (const { module } of group.origins) {
      const key = shareKeyOf(module);
      if (key === undefined) return undefined;
      keys.push(key);
    }
  }
  return keys.length ? keys : undefined;
}

/**
 * Puts the host's shared libraries into a few chunks instead of one per package (bench: JavaScript on /):
 * every page needs them all before it draws, and each small file cost a gzip stream, a chunk wrapper and a
 * request. A chunk may not consume a package whose copy it holds itself: loading it would wait for its own
 * loading. So chunks are merged by layer: a package's layer is one more than the highest layer of the
 * packages its chunk consumes (React and i18next, which consume none, are layer 0; react-dom/client,
 * consuming react-dom, sits above it), and each layer's chunks load only chunks of lower layers. A
 * chunk in a cycle of consumes, or of a package in `keepApart`, stays as it was.
 */
export class SharedLibraryLayersPlugin {
  constructor(private readonly keepApart: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN, stage: AFTER_SPLIT_CHUNKS }, (chunks) => this.merge(compilation, [...chunks]));
    });
  }

  private merge(compilation: Compilation, chunks: Chunk[]): void {
    const { chunkGraph } = compilation;
    // Every chunk loaded for a package counts as its provider, a kept-apart one too: a chunk consuming
    // it must sit above what it consumes in turn.
    const providers = new Map<string, Chunk[]>();
    const mergeable: Chunk[] = [];
    for (const chunk of chunks) {
      const keys = chunk.canBeInitial() ? undefined : keysLoading(chunk);
      if (!keys) continue;
      for (const key of keys) providers.set(key, [...(providers.get(key) ?? []), chunk]);
      if (!keys.some((key) => this.keepApart.includes(key))) mergeable.push(chunk);
    }
    const consumed = (chunk: Chunk): string[] =>
      [...chunkGraph.getChunkModulesIterable(chunk)].filter((module) => module.type === 'consume-shared-module').map((module) => shareKeyOf(module)!);

    const layers = new Map<Chunk, number>();
    const visiting = new Set<Chunk>();
    const layerOf = (chunk: Chunk): number => {
      const known = layers.get(chunk);
      if (known !== undefined) return known;
      // A cycle of consumes: no layer, the chunk keeps to itself.
      if (visiting.has(chunk)) return Infinity;
      visiting.add(chunk);
      let layer = 0;
      for (const key of consumed(chunk)) for (const provider of providers.get(key) ?? []) layer = Math.max(layer, layerOf(provider) + 1);
      visiting.delete(chunk);
      layers.set(chunk, layer);
      return layer;
    };

    const byLayer = new Map<number, Chunk[]>();
    for (const chunk of mergeable) {
      const layer = layerOf(chunk);
      if (Number.isFinite(layer)) byLayer.set(layer, [...(byLayer.get(layer) ?? []), chunk]);
    }
    for (const [first, ...rest] of byLayer.values()) {
      for (const other of rest) {
        if (!first || !chunkGraph.canChunksBeIntegrated(first, other)) continue;
        chunkGraph.integrateChunks(first, other);
        compilation.chunks.delete(other);
      }
    }
  }
}
