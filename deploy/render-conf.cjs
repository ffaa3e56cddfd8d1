#!/usr/bin/env node
// @ts-check
// Writes each server's configuration from the one table of serving rules (deploy/serving-rules.cjs), for an
// operator's listen address and dist/ path:
//
//   deploy/render-conf.sh nginx|caddy|apache LISTEN ROOT [RUNDIR] [--access-log FILE] > FILE
//   node deploy/render-conf.cjs --write       rewrites the committed examples in deploy/ (npm run deploy:conf)
//
// The files in deploy/ are these renderings for 127.0.0.1:8080 and /srv/mossbloom/dist; a test fails when they differ
// from what this script writes, so the table, the configurations and the tests never drift apart.
'use strict';

const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const rules = require('./serving-rules.cjs');

/** @typedef {'nginx' | 'caddy' | 'apache'} ServerName */
/** @typedef {{ listen: string, root: string, runDir?: string, accessLog?: string, user?: { name: string, group: string } }} RenderOptions */

const EXAMPLE = {
  listen: '127.0.0.1:8080',
  root: '/srv/mossbloom/dist',
  runDir: '/run',
  accessLog: '/var/log/mossbloom/access.log',
};
const DEBIAN_APACHE_MODULES = '/usr/lib/apache2/modules';

/**
 * Where a server logs the field reports when the operator names no file, so that what this script writes starts as
 * it is: nginx in the prefix it is started with (`-p`, a relative path); Caddy and Apache, rendered by root, in the
 * log folder Debian's package makes for them, and otherwise in the temporary folder, one file per server and port.
 * @param {ServerName} server
 * @param {string} port
 */
function defaultAccessLog(server, port) {
  if (server === 'nginx') return 'access.log';
  if (process.getuid?.() === 0)
    return server === 'caddy' ? '/var/log/caddy/mossbloom-access.log' : '/var/log/apache2/mossbloom-access.log';
  return path.join(tmpdir(), `mossbloom-${server}-${port}-access.log`);
}

/**
 * `127.0.0.1:8080` → host and port; a bare port (`8080`) has no host: every address.
 * @param {string} listen
 */
function splitListen(listen) {
  const match = /^(?:(\[[^\]]+\]|[^:]+):)?(\d+)$/.exec(listen);
  if (!match?.[2]) throw new Error(`LISTEN must be HOST:PORT or PORT (e.g. 127.0.0.1:8080), not ${listen}`);
  return { host: match[1] ?? '', port: match[2] };
}

/** @param {string} value */
const quoted = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;

const { FIELD_REPORTS } = rules;
/**
 * A regular expression for more bytes than a field report's request target may have (no server here matches UTF-8),
 * of characters matching `char`.
 * @param {string} char
 */
const tooLong = (char) => `${char}{${String(FIELD_REPORTS.longest + 1)}}`;
const textTypes = rules.TYPES.filter(({ text }) => text).map(({ type }) => type);
const textExtensions = rules.TYPES.filter(({ text }) => text).flatMap(({ extensions }) => extensions);
const filesOnlyPattern = `^/(${rules.FILES_ONLY.join('|')})/`;

/**
 * nginx 1.22+. Self-contained (no include): it runs the same on any distribution.
 * @param {RenderOptions} options
 */
function nginx({ listen, root, user, accessLog = defaultAccessLog('nginx', splitListen(listen).port) }) {
  const cacheMap = rules.CACHE_RULES.map(
    ({ prefix, path: exact, cacheControl, why }) =>
      `    # ${why}\n    ${prefix ? `~^${prefix.replace(/\./g, '\\.')}` : `~^${(exact ?? '').replace(/\./g, '\\.')}$`}  ${quoted(cacheControl)};`,
  ).join('\n');
  return `# Mossbloom storefront: nginx serving the production build (dist/).
# Written by deploy/render-conf.cjs from deploy/serving-rules.cjs; do not edit by hand.
#
# Operators change two lines only: \`listen\` (address and port) and \`root\` (the absolute path of dist/).
# deploy/render-conf.sh nginx LISTEN ROOT writes a copy with both filled in. Run it with:
#   nginx -p <prefix dir> -c <this file> -e stderr
# (the prefix needs a tmp/ folder). Built for nginx 1.22 or newer; self-contained (no include), so it runs the same on
# any distribution. nginx without the brotli module serves the .gz copies only.
${user ? `user ${user.name} ${user.group};\n` : ''}
worker_processes auto;
pid nginx.pid;

events {
  worker_connections 512;
}

http {
  types {
${rules.TYPES.map(({ type, extensions }) => `    ${type.padEnd(26)} ${extensions.join(' ')};`).join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${textTypes.filter((type) => type !== 'text/html').join(' ')};

  sendfile on;
  tcp_nopush on;
  server_tokens off;
  keepalive_timeout 30s;

  access_log off;
  error_log stderr warn;

  # Temporary files live under the prefix given with -p, so nginx needs no system directories.
  client_body_temp_path tmp/client_body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;

  gzip on;
  gzip_comp_level 6;
  gzip_min_length 512;
  gzip_vary on;
  gzip_proxied any;
  gzip_types ${textTypes.filter((type) => type !== 'text/html').join(' ')};
  # Serves foo.js.gz in place of foo.js when the build precompressed it.
  gzip_static on;

  # Field reports are logged in the project's format, which names no one: the time, the request target (path and
  # query as received) and the status. No address, no User-Agent, no referrer, no cookie.
  log_format mossbloom_vitals escape=json '{"time":"$time_iso8601","uri":"$request_uri","status":$status}';
  # A field report's request target is at most ${String(FIELD_REPORTS.longest)} bytes: a longer one is refused and not logged.
  map $request_uri $mossbloom_report_fits {
    "~^${tooLong('.')}"  0;
    default  1;
  }

  # Field reports: from one client address, at most ${String(FIELD_REPORTS.rate.perSecond)} a second in bursts of ${String(FIELD_REPORTS.rate.burst)}.
  # Behind a proxy (TLS in front, a load balancer, a CDN) the client address is the proxy's, and all shoppers would
  # share one limit: have ngx_http_realip_module take the shopper's address from the header the proxy writes, and
  # from that proxy only:
  #   set_real_ip_from 10.0.0.5;          # the proxy's address or network; one line each
  #   real_ip_header X-Forwarded-For;     # or X-Real-IP, or proxy_protocol: what the proxy sends
  limit_req_zone $binary_remote_addr zone=mossbloom_reports:1m rate=${String(FIELD_REPORTS.rate.perSecond)}r/s;

  # How long browsers keep each kind of file.
  map $uri $mossbloom_cache_by_path {
${cacheMap}
    # index.html, the catalogue and the rest: revalidate on every use.
    default  ${quoted(rules.DEFAULT_CACHE_CONTROL)};
  }
  # An error (a missing file above all) is never stored, whatever its path: the next try asks again.
  map $status $mossbloom_cache_control {
    "~^[45]"  ${quoted(rules.ERROR_CACHE_CONTROL)};
    default  $mossbloom_cache_by_path;
  }

  # The shop with a search, a need, a filter or an order in its query (src/features/shop/discoveryParams.ts)
  # is the shop's page painted without products: the products /shop paints would not be the ones asked for.
  map $args $mossbloom_shop_page {
    "~${rules.SHOP_QUERY_PATTERN}"  ${rules.SHOP_QUERY.page};
    default  ${rules.SHOP_QUERY.path}/${rules.INDEX};
  }

  server {
    listen ${listen};
    root ${root};

    index ${rules.INDEX};
    absolute_redirect off;

    # Headers are set here only (a location with its own add_header would drop these).
    add_header Cache-Control $mossbloom_cache_control always;
${rules.SECURITY_HEADERS.map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`).join('\n')}

    # The pages' field reports (src/features/vitals): no body, never stored, logged in the format above for
    # \`npm run vitals:report\` (nothing else is logged). Past the limit above: 429, logged too. Too long: refused,
    # not counted and not logged. \`try_files\` with no file to find, not \`return\`, which would answer before the limit
    # is counted.
    location = ${FIELD_REPORTS.path} {
      if ($mossbloom_report_fits = 0) {
        return ${String(FIELD_REPORTS.tooLongStatus)};
      }
      limit_req zone=mossbloom_reports burst=${String(FIELD_REPORTS.rate.burst)} nodelay;
      limit_req_status 429;
      limit_req_log_level info;
      access_log ${accessLog} mossbloom_vitals if=$mossbloom_report_fits;
      try_files "" =${String(FIELD_REPORTS.status)};
    }

    # Files that must exist: a missing one is a real 404, never the page.
    location ~ ${filesOnlyPattern} {
      try_files $uri =404;
    }

    location ~ ^${rules.SHOP_QUERY.path}/?$ {
      try_files $mossbloom_shop_page =404;
    }

    # Reached only as the shop's page for a query, never by its own name.
    location = ${rules.SHOP_QUERY.page} {
      internal;
    }

    # Every page of the store is prerendered at build time: /shop is shop/index.html, /selectedproduct/7 is
    # selectedproduct/7/index.html (answered at the path itself, no redirect to a trailing slash). Any other path
    # (/login, an old link...) gets ${rules.APP_SHELL.slice(1)}, the page with an empty root, which the browser renders.
    location / {
      try_files $uri $uri/${rules.INDEX} ${rules.APP_SHELL};
    }
  }
}
`;
}

/**
 * Caddy 2.6+ (Debian's caddy): plain HTTP on the given address, no automatic HTTPS, no admin endpoint (so several
 * can run at once; stop it with a signal).
 * @param {RenderOptions} options
 */
function caddy({ listen, root, accessLog }) {
  const { host, port } = splitListen(listen);
  const logFile = accessLog ?? defaultAccessLog('caddy', port);
  const tab = '\t';
  const cacheRules = rules.CACHE_RULES.map(({ prefix, path: exact, cacheControl, why }, index) =>
    [
      `${tab}# ${why}`,
      `${tab}@cache${String(index)} path ${prefix ? `${prefix}*` : exact}`,
      `${tab}header @cache${String(index)} Cache-Control ${quoted(cacheControl)}`,
    ].join('\n'),
  ).join('\n');
  const types = rules.TYPES.map(
    ({ extensions, type, text }, index) =>
      `${tab}@type${String(index)} path ${extensions.map((extension) => `*.${extension}`).join(' ')}\n` +
      `${tab}header @type${String(index)} Content-Type ${quoted(text ? `${type}; charset=utf-8` : type)}`,
  ).join('\n');
  return `# Mossbloom storefront: Caddy serving the production build (dist/).
# Written by deploy/render-conf.cjs from deploy/serving-rules.cjs; do not edit by hand.
#
# Operators change the address and the root: deploy/render-conf.sh caddy LISTEN ROOT writes a copy with both filled
# in. Run it with:
#   caddy run --config <this file> --adapter caddyfile
# Caddy 2.6 or newer. Plain HTTP on the given address: put TLS in front of it, or give Caddy a site name of its own
# instead of the address to have it fetch certificates.
{
${tab}# No admin endpoint: several stores can run side by side. Stop it with a signal (Ctrl-C, systemd).
${tab}admin off
${tab}auto_https off
${tab}log {
${tab}${tab}level WARN
${tab}}
${tab}# Behind a proxy (TLS in front, a load balancer, a CDN), Caddy 2.7 and newer take the shopper's address ({client_ip},
${tab}# the key of a rate limit) from the X-Forwarded-For header of the proxies named here, and of no other client:
${tab}#   servers {
${tab}#     trusted_proxies static 10.0.0.5/32
${tab}#   }
}

http://:${port} {
${host ? `${tab}bind ${host.replace(/^\[|\]$/g, '')}\n` : ''}${tab}root * ${root}

${tab}# The pages' field reports (src/features/vitals) are logged in Caddy's JSON access log for \`npm run vitals:report\`,
${tab}# and nothing else is: the time, the request target (request.uri) and the status, with every field that could name
${tab}# a shopper deleted (address, port, headers, TLS, user; client_ip from Caddy 2.7). Caddy rolls the file itself and
${tab}# gzips the old ones. It cannot limit their rate without a plugin.
${tab}log {
${tab}${tab}output file ${logFile}
${tab}${tab}format filter {
${tab}${tab}${tab}wrap json
${tab}${tab}${tab}fields {
${[
  'request>remote_ip',
  'request>remote_port',
  'request>client_ip',
  'request>headers',
  'request>tls',
  'user_id',
  'resp_headers',
]
  .map((field) => `${tab}${tab}${tab}${tab}${field} delete`)
  .join('\n')}
${tab}${tab}${tab}}
${tab}${tab}}
${tab}}
${tab}@notFieldReports not path ${FIELD_REPORTS.path}
${tab}skip_log @notFieldReports
${tab}# A field report's request target is at most ${String(FIELD_REPORTS.longest)} bytes: a longer one is refused and not logged.
${tab}@reportTooLong {
${tab}${tab}path ${FIELD_REPORTS.path}
${tab}${tab}expression bytes({http.request.orig_uri}).size() > ${String(FIELD_REPORTS.longest)}
${tab}}
${tab}skip_log @reportTooLong

${tab}# Security headers on every answer, errors included.
${tab}header {
${rules.SECURITY_HEADERS.map(([name, value]) => `${tab}${tab}${name} ${quoted(value)}`).join('\n')}
${tab}}

${tab}# How long browsers keep each kind of file. Caddy applies a header without a matcher after those with one, so the
${tab}# default is set only where no rule below has set one (\`?\`).
${cacheRules}
${tab}header ?Cache-Control ${quoted(rules.DEFAULT_CACHE_CONTROL)}

${tab}# Content types by extension, whatever the system's MIME table holds.
${types}

${tab}# Text without a precompressed copy (the catalogue an operator edits on the server) is compressed as it is sent.
${tab}encode gzip {
${tab}${tab}minimum_length 512
${tab}${tab}match {
${tab}${tab}${tab}header Content-Type ${textTypes[0] ?? 'text/html'}*
${textTypes
  .slice(1)
  .map((type) => `${tab}${tab}${tab}header Content-Type ${type}*`)
  .join('\n')}
${tab}${tab}}
${tab}}

${tab}# The shop with a search, a need, a filter or an order in its query (src/features/shop/discoveryParams.ts)
${tab}# is the shop's page painted without products: the products /shop paints would not be the ones asked for.
${tab}@shopQuery {
${tab}${tab}path ${rules.SHOP_QUERY.path} ${rules.SHOP_QUERY.path}/
${tab}${tab}expression {query}.matches(${JSON.stringify(rules.SHOP_QUERY_PATTERN)})
${tab}}
${tab}# Reached only as the shop's page for a query, never by its own name.
${tab}@shopQueryPage path ${rules.SHOP_QUERY.page}
${tab}@fieldReports path ${FIELD_REPORTS.path}
${tab}# Files that must exist: a missing one is a real 404, never the page.
${tab}@filesOnly path ${rules.FILES_ONLY.map((folder) => `/${folder}/*`).join(' ')}

${tab}# The field reports: no body, never stored; too long, refused.
${tab}handle @fieldReports {
${tab}${tab}error @reportTooLong ${String(FIELD_REPORTS.tooLongStatus)}
${tab}${tab}respond ${String(FIELD_REPORTS.status)}
${tab}}
${tab}handle @shopQuery {
${tab}${tab}rewrite * ${rules.SHOP_QUERY.page}
${tab}${tab}file_server {
${tab}${tab}${tab}precompressed br gzip
${tab}${tab}}
${tab}}
${tab}handle @shopQueryPage {
${tab}${tab}error 404
${tab}}
${tab}handle @filesOnly {
${tab}${tab}file_server {
${tab}${tab}${tab}precompressed br gzip
${tab}${tab}}
${tab}}
${tab}# Every page is prerendered: /shop is shop/index.html, answered at the path itself (no redirect to a trailing
${tab}# slash). Any other path (/login, an old link...) gets ${rules.APP_SHELL.slice(1)}, which the browser renders.
${tab}handle {
${tab}${tab}try_files {path} {path}/${rules.INDEX} ${rules.APP_SHELL}
${tab}${tab}file_server {
${tab}${tab}${tab}precompressed br gzip
${tab}${tab}}
${tab}}

${tab}# A 404 or another error: the security headers above stay, in plain text, never stored (a missing file is asked
${tab}# for again on the next try, whatever its path's rule).
${tab}handle_errors {
${tab}${tab}header Content-Type "text/plain; charset=utf-8"
${tab}${tab}header Cache-Control ${quoted(rules.ERROR_CACHE_CONTROL)}
${tab}${tab}respond "{err.status_code} {err.status_text}"
${tab}}
}
`;
}

/**
 * Apache 2.4 (Debian's apache2), started with `apache2 -f FILE -DFOREGROUND`: it loads its modules from Debian's
 * module folder and keeps its pid in `runDir`; errors go to standard error.
 * @param {RenderOptions} options
 */
function apache({ listen, root, runDir = '/run', user, accessLog }) {
  const { port } = splitListen(listen);
  const logFile = accessLog ?? defaultAccessLog('apache', port);
  const modules = [
    ['mpm_event_module', 'mod_mpm_event.so', 'one process, threads'],
    ['authz_core_module', 'mod_authz_core.so', 'Require'],
    ['mime_module', 'mod_mime.so', 'content types, and the encoding of the .br and .gz copies'],
    ['rewrite_module', 'mod_rewrite.so', 'the pages, the shop query page, the real 404s, the copies'],
    ['headers_module', 'mod_headers.so', 'security and cache headers'],
    ['filter_module', 'mod_filter.so', 'AddOutputFilterByType'],
    ['deflate_module', 'mod_deflate.so', 'text without a copy, compressed as it is sent'],
  ];
  const docRoot = root.replace(/\/$/, '');
  const encodingRules = rules.PRECOMPRESSED.map(({ encoding, suffix }) =>
    [
      `# The ${encoding} copy when the browser accepts it.`,
      `RewriteCond %{HTTP:Accept-Encoding} \\b${encoding}\\b`,
      `RewriteCond %{DOCUMENT_ROOT}$0${suffix} -f`,
      `RewriteRule ^.*\\.(${textExtensions.join('|')})$ $0${suffix} [PT]`,
    ].join('\n'),
  ).join('\n');
  return `# Mossbloom storefront: Apache serving the production build (dist/).
# Written by deploy/render-conf.cjs from deploy/serving-rules.cjs; do not edit by hand.
#
# Operators change the address, the root and the pid file's folder: deploy/render-conf.sh apache LISTEN ROOT [RUNDIR]
# writes a copy with them filled in. Run it with:
#   apache2 -f <this file> -DFOREGROUND
# Apache 2.4 as Debian packages it: the modules come from ${DEBIAN_APACHE_MODULES} (another layout: change the
# LoadModule lines). Apache refuses to serve as root: started as root, it serves as ${user ? user.name : 'www-data'}, who must be able to read
# every file of dist/ and enter every folder down to it; started as another user, as that user.

${modules.map(([name, file, why]) => `# ${why}\nLoadModule ${name} ${DEBIAN_APACHE_MODULES}/${file}`).join('\n')}

Listen ${listen}
ServerName localhost
User ${user ? user.name : 'www-data'}
Group ${user ? user.group : 'www-data'}
PidFile ${runDir}/mossbloom-apache-${port}.pid
DefaultRuntimeDir ${runDir}
# Errors to standard output, through cat: started by another user or by systemd, Apache may not reopen /dev/stderr.
ErrorLog "|/bin/cat"
LogLevel warn
# The pages' field reports (src/features/vitals) are logged for \`npm run vitals:report\`, and nothing else is, in the
# project's format, which names no one: the time, the request target (path and query) and the status. No address, no
# User-Agent, no referrer, no cookie. A report longer than ${String(FIELD_REPORTS.longest)} bytes is refused (below) and not logged.
LogFormat "{\\"time\\":\\"%{%Y-%m-%dT%H:%M:%S%z}t\\",\\"uri\\":\\"%U%q\\",\\"status\\":%>s}" mossbloom_vitals
CustomLog "${logFile}" mossbloom_vitals "expr=%{REQUEST_URI} == '${FIELD_REPORTS.path}' && %{THE_REQUEST} !~ m#^\\S+ ${tooLong('\\S')}#"
# Apache cannot limit their rate without a third-party module (mod_evasive) or the proxy in front. Behind a proxy
# (TLS in front, a load balancer, a CDN), such a limit must key on the shopper's address: have mod_remoteip take it
# from the header the proxy writes, from that proxy only:
#   LoadModule remoteip_module ${DEBIAN_APACHE_MODULES}/mod_remoteip.so
#   RemoteIPHeader X-Forwarded-For
#   RemoteIPTrustedProxy 10.0.0.5
ServerTokens Prod
ServerSignature Off
TraceEnable Off
KeepAliveTimeout 30

# Content types by extension (the system's MIME table is not read); the .br and .gz copies keep the type of the file
# they copy and say their encoding.
TypesConfig /dev/null
${rules.TYPES.map(({ type, extensions }) => `AddType ${type} ${extensions.map((extension) => `.${extension}`).join(' ')}`).join('\n')}
AddCharset utf-8 ${textExtensions.map((extension) => `.${extension}`).join(' ')}
${rules.PRECOMPRESSED.map(({ encoding, suffix }) => `AddEncoding ${encoding} ${suffix}`).join('\n')}

DocumentRoot "${docRoot}"
<Directory />
  AllowOverride None
  Require all denied
</Directory>
<Directory "${docRoot}">
  Options None
  AllowOverride None
  Require all granted
</Directory>

# Security headers on every answer, errors included.
${rules.SECURITY_HEADERS.map(([name, value]) => `Header always set ${name} ${quoted(value)}`).join('\n')}

# How long browsers keep each kind of file: revalidate on every use unless a rule below says otherwise.
Header always set Cache-Control ${quoted(rules.DEFAULT_CACHE_CONTROL)}
${rules.CACHE_RULES.map(
  ({ prefix, path: exact, cacheControl, why }) =>
    `# ${why}\n<LocationMatch "^${(prefix ?? `${exact ?? ''}$`).replace(/\./g, '\\.')}">\n  Header always set Cache-Control ${quoted(cacheControl)}\n</LocationMatch>`,
).join('\n')}
# An error (a missing file above all) is never stored, whatever its path: the next try asks again.
<LocationMatch "^/">
  Header always set Cache-Control ${quoted(rules.ERROR_CACHE_CONTROL)} "expr=%{REQUEST_STATUS} -ge 400"
</LocationMatch>

# Text answers vary with the encodings the browser accepts; text without a copy is compressed as it is sent.
<FilesMatch "\\.(${textExtensions.join('|')})(\\.br|\\.gz)?$">
  Header merge Vary Accept-Encoding
</FilesMatch>
DeflateCompressionLevel 6
AddOutputFilterByType DEFLATE ${textTypes.join(' ')}

RewriteEngine On
# The field reports: no body, never stored; longer than ${String(FIELD_REPORTS.longest)} bytes, refused.
RewriteCond %{THE_REQUEST} "^\\S+ ${tooLong('\\S')}"
RewriteRule ^${FIELD_REPORTS.path}$ - [R=${String(FIELD_REPORTS.tooLongStatus)}]
RewriteRule ^${FIELD_REPORTS.path}$ - [R=${String(FIELD_REPORTS.status)}]
# Reached only as the shop's page for a query, never by its own name.
RewriteRule ^${rules.SHOP_QUERY.page.replace(/\./g, '\\.')}$ - [R=404]
# The shop with a search, a need, a filter or an order in its query (src/features/shop/discoveryParams.ts) is
# the shop's page painted without products: the products /shop paints would not be the ones asked for.
RewriteCond %{QUERY_STRING} ${rules.SHOP_QUERY_PATTERN}
RewriteRule ^${rules.SHOP_QUERY.path}/?$ ${rules.SHOP_QUERY.page}
# Files that must exist: a missing one is a real 404, never the page.
RewriteCond %{DOCUMENT_ROOT}$0 !-f
RewriteRule ${filesOnlyPattern}.*$ - [R=404]
# Every page is prerendered: /shop is shop/index.html, answered at the path itself (no redirect to a trailing slash).
RewriteCond %{DOCUMENT_ROOT}$1/${rules.INDEX} -f
RewriteRule ^(.*?)/?$ $1/${rules.INDEX}
# Any other path (/login, an old link...) gets ${rules.APP_SHELL.slice(1)}, the page with an empty root, which the browser renders.
RewriteCond %{DOCUMENT_ROOT}$0 !-f
RewriteRule ^.*$ ${rules.APP_SHELL}
${encodingRules}
# Whatever was chosen is a path under the root (never a file-system path), and served as it is.
RewriteRule ^.*$ $0 [PT]
`;
}

/**
 * \`_headers\`, as Netlify and Cloudflare Pages read it. No header is set by two patterns that can match the same path
 * (the two hosts combine such headers differently): the pages, the catalogue and the rest keep the hosts' own
 * default, which is to revalidate on every use, as the table asks.
 */
function staticHostHeaders() {
  const blocks = [
    ['/*', rules.SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`)],
    ...rules.CACHE_RULES.map(({ prefix, path: exact, cacheControl }) => [
      prefix ? `${prefix}*` : (exact ?? ''),
      [`  Cache-Control: ${cacheControl}`],
    ]),
  ];
  return `# Mossbloom storefront: headers for hosts that read _headers (Netlify, Cloudflare Pages).
# Written by deploy/render-conf.cjs from deploy/serving-rules.cjs; copy it into dist/ before uploading.
${blocks.map(([pattern, lines]) => `${String(pattern)}\n${[lines].flat().join('\n')}`).join('\n')}
`;
}

/**
 * Netlify's \`_redirects\`: the first matching line wins; a line without \`!\` applies only when no file answers the
 * path, so files are served as they are.
 */
function netlifyRedirects() {
  const shopLines = rules.SHOP_QUERY.names.map(
    (name) => `${rules.SHOP_QUERY.path}  ${name}=:${name}  ${rules.SHOP_QUERY.page}  200!`,
  );
  return `# Mossbloom storefront: Netlify's rewrites. Written by deploy/render-conf.cjs from deploy/serving-rules.cjs; copy it
# into dist/ before uploading. Not for Cloudflare Pages, which applies every line even where a file exists.
# The shop with a search, a need, a filter or an order in its query gets the shop painted without products.
${shopLines.join('\n')}
# Reached only as the shop's page for a query, never by its own name.
${rules.SHOP_QUERY.page}  ${rules.APP_SHELL}  404!
# Files that must exist: a missing one is a real 404.
${rules.FILES_ONLY.map((folder) => `/${folder}/*  ${rules.APP_SHELL}  404`).join('\n')}
# Any other path with no file of its own gets the app shell, which the browser renders.
/*  ${rules.APP_SHELL}  200
`;
}

/** @type {Record<ServerName, (options: RenderOptions) => string>} */
const RENDERERS = { nginx, caddy, apache };

/**
 * A server's configuration for `listen` and `root`.
 * @param {ServerName} server
 * @param {RenderOptions} options
 */
function renderConf(server, options) {
  const render = RENDERERS[server];
  if (!render) throw new Error(`no configuration for ${String(server)}: nginx, caddy or apache`);
  if (!path.isAbsolute(options.root)) throw new Error(`ROOT must be an absolute path, not ${options.root}`);
  if (options.accessLog !== undefined && !path.isAbsolute(options.accessLog)) {
    throw new Error(`the access log must be an absolute path, not ${options.accessLog}`);
  }
  splitListen(options.listen);
  return render(options);
}

/** The files deploy/ keeps, as this script writes them. */
function committedFiles() {
  return {
    [rules.SERVERS.nginx.file]: renderConf('nginx', EXAMPLE),
    [rules.SERVERS.caddy.file]: renderConf('caddy', EXAMPLE),
    [rules.SERVERS.apache.file]: renderConf('apache', EXAMPLE),
    'deploy/netlify/_headers': staticHostHeaders(),
    'deploy/netlify/_redirects': netlifyRedirects(),
    'deploy/cloudflare-pages/_headers': staticHostHeaders(),
  };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  // --access-log FILE (or --access-log=FILE), anywhere among the arguments.
  const flag = args.findIndex((arg) => arg === '--access-log' || arg.startsWith('--access-log='));
  const inline = flag !== -1 && args[flag] !== '--access-log';
  const accessLog = flag === -1 ? undefined : inline ? args[flag]?.slice('--access-log='.length) : args[flag + 1];
  if (flag !== -1) args.splice(flag, inline ? 1 : 2);
  const [server, listen, root, runDir] = args;
  if (server === '--write') {
    const repo = path.resolve(__dirname, '..');
    for (const [file, text] of Object.entries(committedFiles())) writeFileSync(path.join(repo, file), text);
  } else if (server && listen && root && (flag === -1 || accessLog)) {
    const isRoot = process.getuid?.() === 0;
    const defaultRunDir = isRoot ? '/run' : process.env.XDG_RUNTIME_DIR || tmpdir();
    try {
      process.stdout.write(
        renderConf(/** @type {ServerName} */ (server), {
          listen,
          root,
          runDir: runDir ?? defaultRunDir,
          ...(accessLog ? { accessLog } : {}),
        }),
      );
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    }
  } else {
    process.stderr.write(
      'usage: deploy/render-conf.sh nginx|caddy|apache LISTEN ROOT [RUNDIR] [--access-log FILE]\n' +
        '   e.g. deploy/render-conf.sh caddy 0.0.0.0:80 /srv/mossbloom/dist > /etc/mossbloom/Caddyfile\n',
    );
    process.exit(2);
  }
}

module.exports = { renderConf, committedFiles, splitListen, EXAMPLE };
