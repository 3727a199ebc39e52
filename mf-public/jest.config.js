const preset = require('../jest.preset.js');

// Screens render in jsdom; stylesheets and images are the browser's business, so tests load stand-ins.
module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/test/polyfills.ts', '<rootDir>/test/setup.ts'],
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/test/style-stub.js', '\\.svg$': '<rootDir>/test/image-stub.js' },
};
