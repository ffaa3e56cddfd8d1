// @ts-check
'use strict';

const path = require('node:path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

/**
 * The path the store is served under, e.g. "/" or "/skincare/". It sets webpack's public path, the router's
 * basename and the catalogue's base URL together, so the bundle can live under a sub-path of a domain.
 * @param {string | undefined} raw
 */
function normaliseBasePath(raw) {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

const PRECOMPRESSED = [
  { extension: 'gz', algorithm: 'gzip', compressionOptions: { level: 9 } },
  {
    extension: 'br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  },
];

/**
 * @param {Record<string, unknown>} _env
 * @param {{ mode?: 'development' | 'production' | 'none' }} argv
 * @returns {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }}
 */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const basePath = normaliseBasePath(process.env.MOSSBLOOM_BASE_PATH);

  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      // MOSSBLOOM_DIST builds elsewhere (e.g. a second build beside dist/ for a parallel test run).
      path: path.resolve(__dirname, process.env.MOSSBLOOM_DIST ?? 'dist'),
      publicPath: basePath,
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type errors are reported by `npm run typecheck`; the build only transpiles, which keeps it fast.
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
        },
        {
          test: /\.css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
                },
              },
            },
          ],
        },
        { test: /\.(woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new DefinePlugin({ 'process.env.MOSSBLOOM_BASE_PATH': JSON.stringify(basePath) }),
      new HtmlWebpackPlugin({ template: 'public/index.html', templateParameters: { basePath } }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash].css',
              chunkFilename: 'assets/[name].[contenthash].css',
            }),
            // Precompressed copies beside each text file: nginx's gzip_static (and brotli_static where the
            // module is installed) serve them without compressing on every request.
            ...PRECOMPRESSED.map(
              ({ extension, algorithm, compressionOptions }) =>
                new CompressionPlugin({
                  filename: `[path][base].${extension}`,
                  algorithm,
                  compressionOptions,
                  test: /\.(js|css|html|json|svg|webmanifest|txt)$/,
                  threshold: 512,
                  minRatio: 0.9,
                }),
            ),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: production ? 'warning' : false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: { index: `${basePath}index.html` },
      devMiddleware: { publicPath: basePath },
      static: false,
      client: { overlay: { warnings: false } },
    },
  };
};
