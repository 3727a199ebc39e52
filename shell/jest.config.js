module.exports = {
  ...require('../jest.preset.js'),
  rootDir: __dirname,
  setupFiles: [require.resolve('../libs/web-kit/testing/jsdom-polyfills.js')],
  setupFilesAfterEnv: [require.resolve('../libs/web-kit/testing/english-after-each.ts')],
};
