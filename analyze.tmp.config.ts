import config from './docusaurus.config';
const {BundleAnalyzerPlugin} = require('webpack-bundle-analyzer');
export default {...config, plugins: [...(config.plugins ?? []), () => ({name: 'analyze', configureWebpack(_c: unknown, isServer: boolean) { return isServer ? {} : {plugins: [new BundleAnalyzerPlugin({analyzerMode: 'json', reportFilename: '/tmp/bundle.json', openAnalyzer: false})]}; }})]};
