/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// Named apart from testing-library's render (its lint rules read any "render" call as one).
import { EXAMPLE, committedFiles, renderConf as confFor } from '../../deploy/render-conf.cjs';
import {
  FIELD_REPORTS,
  SECURITY_HEADERS,
  SERVERS,
  SHOP_QUERY,
  SHOP_QUERY_PATTERN,
} from '../../deploy/serving-rules.cjs';
import { DISCOVERY_PARAMS } from '../../src/features/shop/discoveryParams';
import type { ServerName } from '../../deploy/serving-rules.cjs';

const REPO = path.resolve(__dirname, '../..');

describe('the configurations in deploy/ (deploy/render-conf.cjs)', () => {
  it('send the shop’s page for a query by the names the shop reads (search, need, filters, order, hiding)', () => {
    expect([...SHOP_QUERY.names].sort()).toEqual([...DISCOVERY_PARAMS].sort());
  });

  it.each(Object.entries(committedFiles()))('%s is what the table renders (npm run deploy:conf)', (file, text) => {
    expect(readFileSync(path.join(REPO, file), 'utf8')).toBe(text);
  });

  it.each(['nginx', 'caddy', 'apache'] as const)(
    'deploy/render-conf.sh %s fills in the address and the root',
    (server) => {
      const result = spawnSync(
        path.join(REPO, 'deploy/render-conf.sh'),
        [server, '0.0.0.0:8081', '/srv/shop/dist', '/var/run/shop'],
        {
          encoding: 'utf8',
        },
      );
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(
        confFor(server, { listen: '0.0.0.0:8081', root: '/srv/shop/dist', runDir: '/var/run/shop' }),
      );
      expect(result.stdout).toContain('/srv/shop/dist');
      expect(result.stdout).not.toContain(EXAMPLE.root);
      expect(result.stdout).not.toContain('8080');
    },
  );

  it('deploy/render-nginx-conf.sh stays a shortcut for nginx', () => {
    const result = spawnSync(path.join(REPO, 'deploy/render-nginx-conf.sh'), ['127.0.0.1:9000', '/srv/dist'], {
      encoding: 'utf8',
    });
    expect(result.stdout).toBe(confFor('nginx', { listen: '127.0.0.1:9000', root: '/srv/dist' }));
  });

  it('refuses a relative root, an address without a port and an unknown server, with its usage', () => {
    for (const args of [
      ['nginx', '127.0.0.1:80', 'dist'],
      ['caddy', 'localhost', '/srv/dist'],
      ['lighttpd', '127.0.0.1:80', '/srv/dist'],
      ['nginx'],
    ]) {
      const result = spawnSync(path.join(REPO, 'deploy/render-conf.sh'), args, { encoding: 'utf8' });
      expect(result.status).not.toBe(0);
      expect(result.stdout).toBe('');
      expect(result.stderr).not.toBe('');
    }
  });

  it('Caddy listens on the given address only, over plain HTTP, with no admin endpoint', () => {
    const caddyfile = confFor('caddy', { listen: '127.0.0.1:8443', root: '/srv/dist' });
    expect(caddyfile).toMatch(/^http:\/\/:8443 \{$/m);
    expect(caddyfile).toMatch(/^\tbind 127\.0\.0\.1$/m);
    expect(caddyfile).toMatch(/^\tadmin off$/m);
    expect(caddyfile).toMatch(/^\tauto_https off$/m);
    // A bare port listens on every address.
    expect(confFor('caddy', { listen: '8443', root: '/srv/dist' })).not.toMatch(/^\tbind /m);
  });

  it('Apache loads its modules from Debian’s folder and keeps its pid where it is told', () => {
    const conf = confFor('apache', { listen: '127.0.0.1:8081', root: '/srv/dist', runDir: '/tmp/run' });
    const modules = [...conf.matchAll(/^LoadModule \S+ (\S+)$/gm)].map(([, file]) => file);
    expect(modules.length).toBeGreaterThan(0);
    for (const file of modules) expect(file).toMatch(/^\/usr\/lib\/apache2\/modules\/mod_\w+\.so$/);
    expect(conf).toMatch(/^PidFile \/tmp\/run\/mossbloom-apache-8081\.pid$/m);
    expect(conf).toMatch(/^DocumentRoot "\/srv\/dist"$/m);
  });

  it.each(Object.entries(SERVERS))(
    '%s’s configuration carries every security header and the shop query rule',
    (_, { file }) => {
      const text = readFileSync(path.join(REPO, file), 'utf8');
      for (const [, value] of SECURITY_HEADERS) expect(text).toContain(value);
      expect(text).toContain(SHOP_QUERY_PATTERN);
    },
  );

  it.each(['nginx', 'caddy', 'apache'] as const)(
    '%s answers the field reports and logs them, alone, in the access log it is given (--access-log)',
    (server) => {
      const result = spawnSync(
        path.join(REPO, 'deploy/render-conf.sh'),
        [server, '127.0.0.1:8081', '/srv/shop/dist', '--access-log', '/var/log/shop/reports.log'],
        { encoding: 'utf8' },
      );
      expect(result.status).toBe(0);
      const conf = result.stdout;
      expect(conf).toBe(
        confFor(server, { listen: '127.0.0.1:8081', root: '/srv/shop/dist', accessLog: '/var/log/shop/reports.log' }),
      );
      const logged = {
        nginx: /^ {6}access_log \/var\/log\/shop\/reports\.log mossbloom_vitals if=\$mossbloom_report_fits;$/m,
        caddy: /^\t\toutput file \/var\/log\/shop\/reports\.log$/m,
        apache:
          /^CustomLog "\/var\/log\/shop\/reports\.log" mossbloom_vitals "expr=%\{REQUEST_URI\} == '\/_vitals' && %\{THE_REQUEST\} !~ m#\^\\S\+ \\S\{1025\}#"$/m,
      }[server];
      expect(conf).toMatch(logged);
      expect(conf).toContain(FIELD_REPORTS.path);
      expect(conf).toContain(String(FIELD_REPORTS.status));
      // nginx alone limits their rate; Caddy and Apache say they cannot.
      if (server === 'nginx') {
        expect(conf).toContain(`rate=${String(FIELD_REPORTS.rate.perSecond)}r/s`);
        expect(conf).toContain(`burst=${String(FIELD_REPORTS.rate.burst)} nodelay`);
        expect(conf).toMatch(/^ {2}access_log off;$/m);
      } else expect(conf).toMatch(/cannot limit their rate/);
      // The committed examples log where the operators' guide says.
      expect(readFileSync(path.join(REPO, SERVERS[server].file), 'utf8')).toContain(EXAMPLE.accessLog);
    },
  );

  describe('the field reports’ log names no one (docs/decisions/0013)', () => {
    const conf = (server: ServerName) => confFor(server, { listen: '127.0.0.1:8081', root: '/srv/dist' });

    it('nginx logs them as {"time","uri","status"} and nothing else, never in the combined format', () => {
      const nginx = conf('nginx');
      expect(nginx).toContain(
        `  log_format mossbloom_vitals escape=json '{"time":"$time_iso8601","uri":"$request_uri","status":$status}';\n`,
      );
      // The one access log is the reports', in that format; no other format is defined or used.
      expect([...nginx.matchAll(/^\s*access_log (?!off;)(.*)$/gm)].map(([, rest]) => rest)).toEqual([
        'access.log mossbloom_vitals if=$mossbloom_report_fits;',
      ]);
      expect([...nginx.matchAll(/^\s*log_format (\S+)/gm)].map(([, name]) => name)).toEqual(['mossbloom_vitals']);
      for (const variable of [
        '$remote_addr',
        '$binary_remote_addr ',
        '$http_user_agent',
        '$http_referer',
        '$http_cookie',
      ])
        expect(nginx.split('\n').filter((line) => line.includes('log_format'))).not.toContainEqual(
          expect.stringContaining(variable),
        );
    });

    it('Apache logs them as {"time","uri","status"} and nothing else, never in the combined format', () => {
      const apache = conf('apache');
      const formats = [...apache.matchAll(/^LogFormat "(.*)" (\S+)$/gm)].map(([, format, name]) => [format, name]);
      expect(formats).toEqual([
        ['{\\"time\\":\\"%{%Y-%m-%dT%H:%M:%S%z}t\\",\\"uri\\":\\"%U%q\\",\\"status\\":%>s}', 'mossbloom_vitals'],
      ]);
      expect([...apache.matchAll(/^CustomLog \S+ (\S+)/gm)].map(([, format]) => format)).toEqual(['mossbloom_vitals']);
      // No address (%h, %a), no remote user (%u), no header of the request (%{...}i), such as the User-Agent.
      expect(formats[0]?.[0]).not.toMatch(/%[<>]?(h|a|u|l)\b|%\{[^}]*\}i/);
    });

    it('Caddy logs them in its JSON access log with every field that could name a shopper deleted', () => {
      const caddy = conf('caddy');
      const block = /^\tlog \{\n(\t\toutput [\s\S]*?)^\t\}$/m.exec(caddy)?.[1] ?? '';
      expect(block).toMatch(/^\t\tformat filter \{\n\t\t\twrap json\n\t\t\tfields \{$/m);
      const deleted = [...block.matchAll(/^\t{4}(\S+) delete$/gm)].map(([, field]) => field);
      expect(deleted.sort()).toEqual(
        [
          'request>client_ip',
          'request>headers',
          'request>remote_ip',
          'request>remote_port',
          'request>tls',
          'resp_headers',
          'user_id',
        ].sort(),
      );
      expect(block).not.toMatch(/format json/);
    });

    it.each(['nginx', 'caddy', 'apache'] as const)('%s refuses a report over 1 KiB, and does not log it', (server) => {
      const text = conf(server);
      const { longest, tooLongStatus } = FIELD_REPORTS;
      expect(longest).toBe(1024);
      expect(tooLongStatus === 414 || tooLongStatus === 400).toBe(true);
      if (server === 'nginx') {
        expect(text).toContain(`map $request_uri $mossbloom_report_fits {\n    "~^.{${String(longest + 1)}}"  0;`);
        expect(text).toContain(`if ($mossbloom_report_fits = 0) {\n        return ${String(tooLongStatus)};`);
      } else if (server === 'caddy') {
        expect(text).toContain(`expression bytes({http.request.orig_uri}).size() > ${String(longest)}`);
        expect(text).toMatch(/^\tskip_log @reportTooLong$/m);
        expect(text).toContain(`\t\terror @reportTooLong ${String(tooLongStatus)}\n\t\trespond 204`);
      } else {
        expect(text).toContain(
          `RewriteCond %{THE_REQUEST} "^\\S+ \\S{${String(longest + 1)}}"\nRewriteRule ^/_vitals$ - [R=${String(tooLongStatus)}]\nRewriteRule ^/_vitals$ - [R=204]`,
        );
      }
    });

    it.each([
      ['nginx', ['set_real_ip_from', 'real_ip_header']],
      ['caddy', ['trusted_proxies static']],
      ['apache', ['mod_remoteip.so', 'RemoteIPHeader', 'RemoteIPTrustedProxy']],
    ] as const)('%s says how to key on the shopper’s address behind a proxy', (server, directives) => {
      const comments = conf(server)
        .split('\n')
        .filter((line) => /^\s*#/.test(line))
        .join('\n');
      for (const directive of directives) expect(comments).toContain(directive);
    });
  });

  it('refuses an access log given as a relative path, or named without a file', () => {
    const result = spawnSync(
      path.join(REPO, 'deploy/render-conf.sh'),
      ['caddy', '127.0.0.1:80', '/srv/dist', '--access-log=logs/access.log'],
      { encoding: 'utf8' },
    );
    expect(result.status).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('absolute');
    const none = spawnSync(path.join(REPO, 'deploy/render-conf.sh'), ['nginx', '8080', '/srv/dist', '--access-log'], {
      encoding: 'utf8',
    });
    expect(none.status).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('usage:');
  });
});
