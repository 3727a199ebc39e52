const CopyPlugin = require('copy-webpack-plugin');
const { createHostWebpackConfig } = require('@hvac/federation');

const host = createHostWebpackConfig({ name: 'shell', dir: __dirname, port: 4200 });

// public/ holds the files browsers ask for by a fixed name (favicon, touch icon, web manifest): copied as they are, never hashed.
module.exports = (env, argv) => {
  const config = host(env, argv);
  config.plugins.push(new CopyPlugin({ patterns: [{ from: 'public' }] }));
  return config;
};
