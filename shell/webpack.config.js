const { createHostWebpackConfig } = require('@hvac/federation');

module.exports = createHostWebpackConfig({ name: 'shell', dir: __dirname, port: 4200 });
