const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  setupFiles: [...preset.setupFiles, require.resolve('../web-kit/testing/jsdom-polyfills.js')],
  setupFilesAfterEnv: [require.resolve('../web-kit/testing/english-after-each.ts')],
};
