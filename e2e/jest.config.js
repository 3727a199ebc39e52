// Browser journeys start a whole stack and Chromium; one file at a time, with room for the start-up.
module.exports = { ...require('../jest.preset.js'), rootDir: __dirname, testTimeout: 60_000 };
