const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  setupFiles: [...preset.setupFiles, require.resolve('./testing/jsdom-polyfills.js')],
};
