module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: __dirname,
  setupFiles: [require.resolve('./testing/jsdom-polyfills.js')],
};
