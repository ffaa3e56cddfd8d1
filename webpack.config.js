// @ts-check
'use strict';

const path = require('node:path');
const { BannerPlugin, Compilation, DefinePlugin, optimize } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { gzip, brotli } = require('./scripts/precompress.cjs');
const fs = require('node:fs');

const { normaliseBasePath } = require('./scripts/base-path.cjs');

const PRECOMPRESSED = [
  { extension: 'gz', compress: gzip },
  { extension: 'br', compress: brotli },
];

/** Where the client build goes: dist/, or MOSSBLOOM_DIST (e.g. a second build beside dist/ for a parallel test run). */
const DIST = path.resolve(__dirname, process.env.MOSSBLOOM_DIST ?? 'dist');

/**
 * The catalogue the build ships as data/db.products.json: public/'s, or MOSSBLOOM_CATALOG (a file path), e.g. the
 * grown catalogues of scripts/bench-build.mjs.
 */
const CATALOG = process.env.MOSSBLOOM_CATALOG ? path.resolve(process.env.MOSSBLOOM_CATALOG) : undefined;

/**
 * Whether the pages report their field vitals and script errors to the server (src/app/fieldVitals.ts,
 * docs/operators.md): MOSSBLOOM_VITALS `on` (the default) or `off`, which builds no reporter at all.
 * @param {string | undefined} setting
 * @returns {'on' | 'off'}
 */
function fieldVitals(setting) {
  if (setting === undefined || setting === '' || setting === 'on') return 'on';
  if (setting === 'off') return 'off';
  throw new Error(`MOSSBLOOM_VITALS must be on or off, not ${setting}`);
}

/**
 * Where the server bundle (src/prerender.tsx) goes: beside the client build, never inside what is served, one per
 * build directory so parallel builds do not overwrite each other's. scripts/prerender.mjs reads it from there.
 */
const SSR_DIST = path.join(path.dirname(DIST), `${path.basename(DIST)}-ssr`);

/**
 * Writes, for the app's chunk and each page chunk (`webpackChunkName: "app"` in src/main.tsx, "page-…" in
 * src/app/pages.ts), the chunks with scripts it needs (its own and any shared split chunk: `chunks`, their ids)
 * and its JS and CSS files (`files`). scripts/prerender.mjs names each page's chunks in its HTML, for the browser
 * entry to download beside the app; scripts/check-budgets.mjs sums the files. The file goes beside the server
 * bundle, not into what is served.
 */
class RouteChunksManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('RouteChunksManifestPlugin', (stats) => {
      /** @type {Record<string, { chunks: string[], files: string[] }>} */
      const manifest = {};
      for (const [name, group] of stats.compilation.namedChunkGroups) {
        if (name === 'app' || name.startsWith('page-'))
          manifest[name] = {
            // Only chunks with a script: the stylesheet (the `styles` chunk) is linked from every page's head.
            chunks: group.chunks
              .filter((chunk) => [...chunk.files].some((file) => file.endsWith('.js')))
              .map((chunk) => String(chunk.id)),
            files: group.getFiles().filter((file) => /\.(js|css)$/.test(file)),
          };
      }
      fs.mkdirSync(SSR_DIST, { recursive: true });
      fs.writeFileSync(path.join(SSR_DIST, 'route-chunks.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}

/**
 * The rules both bundles compile with: TypeScript (transpiled only: `npm run typecheck` reports type errors, and
 * the build stays fast), and css-loader with CSS Modules. The server bundle must produce exactly the client's
 * class names, or hydration would not match; it keeps the names only (`exportOnlyLocals`), emitting no CSS.
 * @param {{ production: boolean, exportOnlyLocals: boolean }} options
 */
const sharedRules = ({ production, exportOnlyLocals }) => ({
  typescript: {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
  },
  cssLoader: {
    loader: 'css-loader',
    options: {
      modules: {
        auto: /\.module\.css$/,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
        ...(exportOnlyLocals ? { exportOnlyLocals: true } : {}),
      },
    },
  },
});

/**
 * The node bundle that renders each route to HTML at build time. It shares the client's TypeScript and CSS
 * Modules settings (class names only: `exportOnlyLocals`, no CSS emitted); packages stay outside the bundle and
 * are required from node_modules.
 * @param {string} basePath
 * @returns {import('webpack').Configuration}
 */
function serverConfig(basePath) {
  const rules = sharedRules({ production: true, exportOnlyLocals: true });
  return {
    name: 'prerender',
    // After the client: its manifest must survive this build's clean-up of the output folder.
    dependencies: ['client'],
    mode: 'production',
    target: 'node',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: SSR_DIST,
      publicPath: basePath,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: { keep: /route-chunks\.json$/ },
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externals: [
      ({ request }, callback) => {
        // Resolved here: the bundle may be written far from node_modules (MOSSBLOOM_DIST=/tmp/...).
        if (request && /^[@a-z]/.test(request) && !request.endsWith('.css')) {
          callback(undefined, `commonjs ${require.resolve(request, { paths: [__dirname] })}`);
        } else callback();
      },
    ],
    module: {
      rules: [
        rules.typescript,
        { test: /\.css$/, use: rules.cssLoader },
        { test: /\.(woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new DefinePlugin({ 'process.env.MOSSBLOOM_BASE_PATH': JSON.stringify(basePath) }),
      // One file: the lazy route modules are needed at once anyway.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * The service worker (src/worker/sw.ts, docs/decisions/0008), for production only: one script with no chunks,
 * written beside the server bundle. scripts/service-worker.mjs writes it into dist/sw.js with its precache list once
 * the pages are prerendered (the list names them too).
 * @returns {import('webpack').Configuration}
 */
function serviceWorkerConfig() {
  return {
    name: 'service-worker',
    // After the server bundle, whose clean-up of the folder they share would delete it.
    dependencies: ['prerender'],
    mode: 'production',
    target: 'webworker',
    entry: { sw: './src/worker/sw.ts' },
    output: { path: SSR_DIST, filename: '[name].js', clean: false },
    devtool: false,
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'src/worker/tsconfig.json' } },
        },
      ],
    },
    performance: { hints: false },
  };
}

/**
 * @param {Record<string, unknown>} _env
 * @param {{ mode?: 'development' | 'production' | 'none' }} argv
 * @returns {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }}
 */
function clientConfig(_env, argv) {
  const production = argv.mode === 'production';
  const basePath = normaliseBasePath(process.env.MOSSBLOOM_BASE_PATH);
  const rules = sharedRules({ production, exportOnlyLocals: false });
  const vitals = fieldVitals(process.env.MOSSBLOOM_VITALS);

  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: DIST,
      publicPath: basePath,
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports only its development build (dev warnings on); it ships the production
      // build beside it, which the minifier can strip of those warnings.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        rules.typescript,
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', rules.cssLoader] },
        { test: /\.(woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new DefinePlugin({
        'process.env.MOSSBLOOM_BASE_PATH': JSON.stringify(basePath),
        'process.env.MOSSBLOOM_VITALS': JSON.stringify(vitals),
      }),
      // The entry script runs from the <head>, before the first paint (src/main.tsx): small, asked for beside the
      // stylesheet, so no tap on the painted page is lost and the cart pages paint their frame at once.
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        templateParameters: { basePath },
        inject: 'head',
        scriptLoading: 'blocking',
      }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: { ignore: ['**/index.html', ...(CATALOG ? ['**/data/db.products.json'] : [])] },
          },
          ...(CATALOG ? [{ from: CATALOG, to: 'data/db.products.json' }] : []),
        ],
      }),
      ...(production
        ? [
            new RouteChunksManifestPlugin(),
            // V8's explicit compile hint: every function of the app's chunks runs at start-up, so the browser compiles
            // them all while the file downloads, off the main thread, instead of one by one on first call. Not the
            // entry's: it blocks the first paint, and most of its functions run only when a button is tapped (with
            // the hint, Lighthouse put the home page's LCP 0.09 s later). Added after minification (which would
            // drop a comment) and before the source maps are written.
            new BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /^assets\/(?!main\.).*\.js$/,
              stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
            }),
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash].css',
              chunkFilename: 'assets/[name].[contenthash].css',
            }),
            // Precompressed copies beside each text file: nginx's gzip_static (and brotli_static where the
            // module is installed) serve them without compressing on every request.
            ...PRECOMPRESSED.map(
              ({ extension, compress }) =>
                new CompressionPlugin({
                  filename: `[path][base].${extension}`,
                  /** @type {import('compression-webpack-plugin').AlgorithmFunction<import('node:zlib').ZlibOptions>} */
                  algorithm: (input, _options, done) => {
                    // On an error the plugin reads only the error, though its callback's type also asks a result.
                    compress(input).then(
                      (output) => done(null, output),
                      /** @type {(error: unknown) => void} */ (done),
                    );
                  },
                  test: /\.(js|css|html|json|svg|webmanifest|txt)$/,
                  // Not the catalogue: operators edit data/db.products.json on the server without a rebuild, and a
                  // copy left beside it would keep serving the old catalogue (deploy/serving-rules.cjs).
                  exclude: /^data\//,
                  threshold: 512,
                  minRatio: 0.9,
                }),
            ),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // Chunk ids are their names ("app", "page-home"...): src/main.tsx loads the page's chunk by its name.
      chunkIds: 'named',
      splitChunks: {
        cacheGroups: {
          default: false,
          defaultVendors: false,
          // The entry (src/main.tsx) is small; the rest loads after the first paint: the app chunk, the
          // page's chunk, and one `shared` chunk of what both need (React, the router, Redux...). One shared
          // chunk instead of webpack's several vendor chunks: the same code compresses about 10 KiB smaller.
          shared: { name: 'shared', chunks: 'async', minChunks: 2, enforce: true },
          // All CSS in one stylesheet (about 10 KiB gzip), linked from every page's <head>: the prerendered
          // page paints styled after one request instead of four (entry, shared, app, page).
          // Ahead of `shared`, which would otherwise take the CSS of a module that two chunks import.
          styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 10 },
        },
      },
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
}

/**
 * Development: the client only (no service worker under `npm start`). Production: the client, then the server
 * bundle scripts/prerender.mjs renders each route's HTML with, and the service worker (`npm run build` runs all).
 * @param {Record<string, unknown>} env
 * @param {{ mode?: 'development' | 'production' | 'none' }} argv
 */
module.exports = (env, argv) =>
  argv.mode === 'production'
    ? [clientConfig(env, argv), serverConfig(normaliseBasePath(process.env.MOSSBLOOM_BASE_PATH)), serviceWorkerConfig()]
    : clientConfig(env, argv);
