const preset = require('../jest.preset.js');

// Screens render in jsdom; stylesheets are the browser's business, so tests load them as empty modules.
module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: [require.resolve('../libs/web-kit/testing/jsdom-polyfills.js'), '<rootDir>/test/setup.ts'],
  setupFilesAfterEnv: [require.resolve('../libs/web-kit/testing/english-after-each.ts')],
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/test/style-stub.js' },
};
