const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  setupFiles: [...preset.setupFiles, require.resolve('../web-kit/testing/jsdom-polyfills.js')],
  setupFilesAfterEnv: [require.resolve('../web-kit/testing/english-after-each.ts')],
  // The list's stylesheet is the browser's business (e2e/test/backoffice-lists.test.ts measures it).
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': require.resolve('../web-kit/testing/style-stub.js') },
};
