const { createRemoteWebpackConfig, createStandaloneHostConfig } = require('@hvac/federation');

const options = { name: 'mf_accounts', dir: __dirname, exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets/index.ts' } };
const remote = createRemoteWebpackConfig(options);
// `webpack serve` (nx serve) runs the remote alone inside the minimal host; `webpack` builds the remote.
const standalone = createStandaloneHostConfig({ ...options, port: 4301 });

module.exports = (env, argv) => (env && env.WEBPACK_SERVE ? standalone(env, argv) : remote(env, argv));
