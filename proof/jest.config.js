// Each file starts a whole stack (built services, own ports and schemas); one file at a time.
module.exports = { ...require('../jest.preset.js'), rootDir: __dirname, testTimeout: 120_000 };
