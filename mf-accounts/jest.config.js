const config = require('../jest.remote-preset.js')(__dirname);

module.exports = { ...config, setupFiles: [...config.setupFiles, '<rootDir>/test/indexeddb.js'] };
