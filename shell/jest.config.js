const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  setupFiles: [...preset.setupFiles, require.resolve('../libs/web-kit/testing/jsdom-polyfills.js')],
  setupFilesAfterEnv: [require.resolve('../libs/web-kit/testing/english-after-each.ts')],
  // The back-office frame imports its stylesheet, the browser's business.
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': require.resolve('../libs/web-kit/testing/style-stub.js') },
};
