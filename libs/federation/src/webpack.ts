import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import CompressionPlugin, { type AlgorithmFunction } from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { RemoteDeclarationPlugin } from './declaration-plugin';
import { BACK_OFFICE_SHARED, MANIFEST_FILE, PACKAGE_DIR, REACT_I18NEXT_IMPL, REMOTE_ENTRY_FILE, ROUTER_IMPL, sharedConfig } from './shared';
import { SharedLibraryLayersPlugin } from './shared-layers';

const WORKSPACE_ROOT = path.resolve(PACKAGE_DIR, '..', '..');

export const RUNTIME_PLUGIN = path.join(PACKAGE_DIR, 'browser', 'runtime-plugin.ts');
export const RUNTIME_PROVIDER_PLUGIN = path.join(PACKAGE_DIR, 'browser', 'runtime-provider-plugin.ts');
const REACT_ROUTER_LOADER = require.resolve('./react-router-loader');
const I18NEXT_LOADER = require.resolve('./i18next-loader');
/** The ES module build of i18next that the apps bundle (its package's `import` export). */
const I18NEXT_ESM = path.join(path.dirname(require.resolve('i18next/package.json')), 'dist', 'esm', 'i18next.js');
const USE_SYNC_EXTERNAL_STORE = path.join(PACKAGE_DIR, 'browser', 'use-sync-external-store.ts');
/** docs/architecture.md#microfrontends: a script chunk that has not arrived after 120 s fails with ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type Mode = 'production' | 'development';
type WebpackArgv = { mode?: string } | undefined;
export type ConfigFunction = (env?: Record<string, unknown>, argv?: WebpackArgv) => Configuration & { devServer?: DevServerConfiguration };

export interface FederationOptions {
  /** Container name with underscores, e.g. 'mf_accounts' or 'shell'. */
  name: string;
  /** The app's folder (pass __dirname from its webpack.config.js). */
  dir: string;
  /** e.g. { './routes': './src/routes.tsx' }. */
  exposes?: Record<string, string>;
}

/** The ModuleFederationPlugin options every app uses (docs/architecture.md#microfrontends). */
export function createFederationConfig({ name, exposes }: FederationOptions, standalone = false) {
  const isRemote = exposes !== undefined && Object.keys(exposes).length > 0;
  return {
    name,
    ...(isRemote ? { filename: REMOTE_ENTRY_FILE, exposes } : {}),
    // Hosts register remotes at run time from /remotes.json, never at build time.
    remotes: {},
    shared: sharedConfig(),
    // The type plugin downloads remote types and the dev plugin opens a broker; neither is wanted.
    dts: false,
    dev: false,
    // A remote is fetched when first used, so one that is down cannot blank the page at start-up.
    shareStrategy: 'loaded-first' as const,
    // The host's manifest is not used at run time; it tells `npm run bench` which of the shell's
    // chunks hold shared packages.
    manifest: { fileName: MANIFEST_FILE },
    ...(isRemote ? {} : { runtimePlugins: [RUNTIME_PROVIDER_PLUGIN, RUNTIME_PLUGIN] }),
    experiments: federationExperiments(isRemote, standalone),
  };
}

/**
 * One copy of the federation runtime per page (bench: JavaScript on /): the shell publishes its
 * runtime-core (RUNTIME_PROVIDER_PLUGIN) and a deployed remote's remoteEntry.js uses it instead of
 * bundling its own. A remote running alone is its own host, so it keeps a runtime of its own.
 * Every build runs in browsers only, so the runtime's Node.js branches are left out.
 */
function federationExperiments(isRemote: boolean, standalone: boolean) {
  if (isRemote && !standalone) return { externalRuntime: true, optimization: { disableRemote: true, disableSnapshot: true, target: 'web' as const } };
  return { optimization: { target: 'web' as const } };
}

const modeOf = (argv: WebpackArgv): Mode =>
  (argv?.mode ?? process.env.NODE_ENV) === 'development' ? 'development' : 'production';

type PathData = { chunk?: { contentHash?: Record<string, string> } };

/**
 * Initial chunks get a content hash like every other chunk. The name is a function because
 * webpack 5.111 asks for it while hashing, before the hash exists, on behalf of the federation
 * runtime module (which only needs the folder); a template string would fail the build there.
 */
const initialChunkFilename = (pathData: PathData): string =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';

interface BaseOptions extends FederationOptions {
  entry: Configuration['entry'];
  publicPath: string;
  mode: Mode;
  standalone?: boolean;
}

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * gzip through Zopfli: the same format every client reads, about 3 % smaller than zlib's level 9 (bench:
 * JavaScript on / as sent to a gzip-only client), for a few seconds more per build; 5 iterations get
 * nearly all that 15 would.
 */
const zopfli: AlgorithmFunction<unknown> = (input, _options, callback) => zopfliGzip(input, { numiterations: 5 }, callback);

/**
 * webpack's own JavaScript minimizer with its own options (terser, two passes), but without the
 * `/*! For license information please see <chunk>.LICENSE.txt *\/` line it puts at the top of each chunk
 * whose licence comments it moves out: some 60 bytes of gzip a chunk, five of them on / (bench: JavaScript
 * on /). The licence texts are still written beside each chunk, as <chunk>.LICENSE.txt.
 */
const minimizer = () => new MinimizerPlugin({ terserOptions: { compress: { passes: 2 } }, extractComments: { banner: false } });

function precompression(): webpack.WebpackPluginInstance[] {
  return [
    new CompressionPlugin<unknown>({ test: COMPRESSIBLE, algorithm: zopfli, compressionOptions: {}, threshold: 1024, filename: '[path][base].gz' }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      filename: '[path][base].br',
    }),
  ];
}

/**
 * `@hvac/contracts` and each of its domain entries (`@hvac/contracts/billing`, …; its package.json exports)
 * → the TypeScript source. Each app bundles the contracts it imports (they are not shared,
 * docs/architecture.md#contracts), and with the package's `sideEffects: false` only the modules it reads.
 */
export function contractsSourceAliases(): Record<string, string> {
  const dir = path.join(WORKSPACE_ROOT, 'libs/contracts');
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports: Record<string, string | { types?: string }> };
  return Object.fromEntries(
    Object.entries(exports).flatMap(([subpath, target]) =>
      typeof target === 'object' && target.types?.startsWith('./src/') ? [[`@hvac/contracts${subpath.slice(1)}$`, path.join(dir, target.types)]] : [],
    ),
  );
}

function baseConfig({ dir, entry, publicPath, mode, standalone = false, ...federation }: BaseOptions): Configuration {
  const production = mode === 'production';
  const hashed = production ? '[name].[contenthash:10]' : '[name]';
  return {
    mode,
    context: dir,
    entry,
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      filename: production ? initialChunkFilename : '[name].js',
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath,
      uniqueName: federation.name,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    // No source maps in served production JS (bench: bytes on /); readable ones in development.
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // contracts' entries point Node at its build; browsers bundle the TypeScript source of each.
      alias: {
        ...contractsSourceAliases(),
        'hvac-react-router-impl$': ROUTER_IMPL,
        'hvac-react-i18next-impl$': REACT_I18NEXT_IMPL,
        'use-sync-external-store/shim$': USE_SYNC_EXTERNAL_STORE,
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              // The repository's .swcrc compiles Node packages to CommonJS; browser code must stay
              // ES modules so webpack can split at import() and tree-shake.
              swcrc: false,
              module: { type: 'es6' },
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                // react/jsx-runtime in every mode: the dev variant (jsx-dev-runtime) is consumed from the
                // share scope before a dev host's async boundary can load it.
                transform: { react: { runtime: 'automatic', development: false } },
              },
            },
          },
        },
        { test: /\.mjs$/, include: path.dirname(ROUTER_IMPL), use: REACT_ROUTER_LOADER },
        { test: I18NEXT_ESM, use: I18NEXT_LOADER },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(woff2?|ttf|otf|eot|png|jpe?g|gif|svg|webp|avif|ico)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
      new ModuleFederationPlugin(createFederationConfig({ dir, ...federation }, standalone)),
      // Production builds ship .gz and .br beside each text asset, compressed once at the highest levels,
      // so the gateway serves them as they are instead of compressing every response on the fly.
      ...(production && !standalone ? precompression() : []),
    ],
    optimization: { minimizer: [minimizer()] },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's build: remoteEntry.js + mf-manifest.json + hashed chunks in <dir>/dist, publicPath 'auto', and
 * remote.json, its checked declaration (src/remote.json: routes and navigation entries).
 */
export function createRemoteWebpackConfig(options: FederationOptions): ConfigFunction {
  return (_env, argv) => {
    const config = baseConfig({ ...options, entry: {}, publicPath: 'auto', mode: modeOf(argv) });
    config.plugins!.push(new RemoteDeclarationPlugin(options.dir));
    return config;
  };
}

export interface HostOptions extends FederationOptions {
  /** Defaults to ./src/index.ts, which should only `import('./bootstrap')`. */
  entry?: string;
  /** Defaults to ./src/index.html. */
  template?: string;
  /** Dev server port for `webpack serve`. */
  port?: number;
}

/** The shell's build: index.html + hashed assets in <dir>/dist, served from '/'. */
export function createHostWebpackConfig({ entry = './src/index.ts', template = './src/index.html', port = 4200, ...options }: HostOptions): ConfigFunction {
  return (_env, argv) => {
    const config = baseConfig({ ...options, entry: { main: entry }, publicPath: '/', mode: modeOf(argv) });
    // The shell provides the shared libraries every page loads; a remote's own copies load only where the shell lacks one.
    config.plugins!.push(new SharedLibraryLayersPlugin(BACK_OFFICE_SHARED));
    config.plugins!.push(new HtmlWebpackPlugin({ template: path.resolve(options.dir, template), scriptLoading: 'defer', inject: 'body' }));
    return { ...config, devServer: devServer(port) };
  };
}

export interface StandaloneOptions extends FederationOptions {
  exposes: Record<string, string> & { './routes': string };
  port?: number;
}

/**
 * A remote running alone for its team (`nx run <remote>:serve`): the remote's own build plus a
 * minimal host page that mounts its ./routes with the shared libs, i18n and the ui stylesheet.
 * /api is proxied to the gateway (API_URL, default http://localhost:8080).
 */
export function createStandaloneHostConfig({ port = 4300, ...options }: StandaloneOptions): ConfigFunction {
  return (_env, argv) => {
    const config = baseConfig({
      ...options,
      entry: { standalone: path.join(PACKAGE_DIR, 'browser/standalone/index.ts') },
      publicPath: '/',
      mode: modeOf(argv),
      standalone: true,
    });
    config.resolve!.alias = {
      ...(config.resolve!.alias as Record<string, string>),
      'hvac-standalone-routes$': path.resolve(options.dir, options.exposes['./routes']),
    };
    config.plugins!.push(
      new HtmlWebpackPlugin({
        template: path.join(PACKAGE_DIR, 'browser/standalone/index.html'),
        chunks: ['standalone'],
        scriptLoading: 'defer',
        title: `${options.name} (standalone)`,
      }),
    );
    return { ...config, devServer: devServer(port) };
  };
}

function devServer(port: number): DevServerConfiguration {
  return {
    port,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:8080', changeOrigin: true }],
  };
}
