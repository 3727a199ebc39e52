// Jest settings of a remote's screens: jsdom, i18n started once as the shell starts it, English restored
// after each test, and stylesheets and images (the browser's business) loaded as stand-ins.
const preset = require('./jest.preset.js');

const testing = (file) => require.resolve(`./libs/web-kit/testing/${file}`);

/** The config of the remote in `dir` (its `jest.config.js` passes `__dirname`). */
module.exports = (dir) => ({
  ...preset,
  rootDir: dir,
  testEnvironment: 'jsdom',
  setupFiles: [...preset.setupFiles, testing('jsdom-polyfills.js'), testing('init-i18n.ts')],
  setupFilesAfterEnv: [testing('english-after-each.ts')],
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': testing('style-stub.js'), '\\.(svg|png)$': testing('image-stub.js') },
});
