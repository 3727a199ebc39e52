// Shared Jest settings: swc transforms TypeScript (and the ESM-only packages we depend on) to CommonJS,
// and workspace libs resolve to their sources so tests never need a prior build.
const path = require('node:path');

const root = __dirname;

/** Each entry of @hvac/contracts (its package.json exports) → its TypeScript source. */
const contractsEntries = Object.fromEntries(
  Object.entries(require('./libs/contracts/package.json').exports)
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([subpath, target]) => [`^@hvac/contracts${subpath.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, path.join(root, 'libs/contracts', target.types)]),
);
const esmPackages = ['typebox', '@fastify/type-provider-typebox', 'smtp-server', 'nodemailer', '@nats-io', 'cookie', 'content-disposition'];

module.exports = {
  testEnvironment: 'node',
  testTimeout: 30_000,
  setupFiles: [path.join(root, 'jest.clock.js')],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Also reaches ESM packages nested one level down (node_modules/<pkg>/node_modules/<esm>).
  transformIgnorePatterns: [`/node_modules/(?!(?:(?:@[^/]+/)?[^/]+/node_modules/)?(?:${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    ...contractsEntries,
    '^@hvac/service-kit$': path.join(root, 'libs/service-kit/src/index.ts'),
    '^@hvac/service-kit/testing$': path.join(root, 'libs/service-kit/src/testing/index.ts'),
    '^@hvac/service-kit/net$': path.join(root, 'libs/service-kit/src/net/index.ts'),
    '^@hvac/infra$': path.join(root, 'infra/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['**/test/**/*.test.ts', '**/src/**/*.test.ts', '**/test/**/*.test.tsx', '**/src/**/*.test.tsx'],
};
