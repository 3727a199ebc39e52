import path from 'node:path';
import { SHARED_SINGLETONS, sharedConfig } from '../src/shared';
import { contractsSourceAliases } from '../src/webpack';

/* Contracts hold no state: each app bundles the contract code it imports (docs/architecture.md#contracts). */

it('shares no @hvac/contracts entry', () => {
  expect(SHARED_SINGLETONS.filter((name) => name.startsWith('@hvac/contracts'))).toEqual([]);
  expect(Object.keys(sharedConfig()).filter((name) => name.startsWith('@hvac/contracts'))).toEqual([]);
});

it('bundles each contracts entry from its TypeScript source', () => {
  const aliases = contractsSourceAliases();
  const src = (file: string) => path.join(__dirname, '../../contracts/src', file);
  expect(aliases).toMatchObject({
    '@hvac/contracts$': src('core/index.ts'),
    '@hvac/contracts/identity$': src('identity/index.ts'),
    '@hvac/contracts/requests$': src('requests/index.ts'),
    '@hvac/contracts/billing$': src('billing/index.ts'),
    '@hvac/contracts/finance$': src('finance/index.ts'),
    '@hvac/contracts/inventory$': src('inventory/index.ts'),
  });
  expect(Object.keys(aliases).some((name) => name.includes('testing'))).toBe(false);
});
