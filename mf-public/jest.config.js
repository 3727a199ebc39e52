const preset = require('../jest.preset.js');

// Screens render in jsdom; stylesheets are the browser's business, so tests load them as empty modules.
module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/test/polyfills.ts', '<rootDir>/test/setup.ts'],
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/test/style-stub.js' },
};
