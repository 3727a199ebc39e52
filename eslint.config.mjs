// Flat config. The boundary rules keep teams independent: a remote never imports another remote and
// a service never imports another service; both share only through libs/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const otherApps = (kind) => ({
  patterns: [
    { group: [`@hvac/${kind}-*`], message: `Import shared code from libs/, never from another ${kind === 'mf' ? 'remote' : 'service'}.` },
    { group: [`**/${kind}-*/**`, `../${kind}-*`], message: `Import shared code from libs/, never from another ${kind === 'mf' ? 'remote' : 'service'}.` },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['svc-*/**/*.ts'], rules: { 'no-restricted-imports': ['error', otherApps('svc')] } },
  { files: ['mf-*/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', otherApps('mf')] } },
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@hvac/svc-*', '@hvac/mf-*', '@hvac/shell', '@hvac/gateway'], message: 'libs/ must not depend on apps.' }] }],
    },
  },
);
