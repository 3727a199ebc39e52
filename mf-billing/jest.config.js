module.exports = require('../jest.remote-preset.js')(__dirname);
