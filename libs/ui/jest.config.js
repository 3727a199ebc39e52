module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: __dirname,
  setupFiles: [require.resolve('../web-kit/testing/jsdom-polyfills.js')],
  setupFilesAfterEnv: [require.resolve('../web-kit/testing/english-after-each.ts')],
};
