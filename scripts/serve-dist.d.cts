// Types of scripts/serve-dist.cjs for the TypeScript that imports it (the Playwright set-up and configs).

/** The repository's root folder. */
export const ROOT: string;
/** The production build: dist/, or MOSSBLOOM_DIST. */
export const DIST: string;
/** Where the build's server bundle and route manifest go: `<DIST>-ssr/`, beside the build, never served. */
export const SSR_DIST: string;
/** Debian's Chromium, headless and quiet on a closed network. */
export const CHROME_FLAGS: readonly string[];
/** Runs `npm run build` unless DIST holds a build newer than every source file. */
export function ensureBuild(): void;
/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number>;
/** deploy/nginx.conf with the listen and root lines filled in. */
export function renderConf(listen: string, root: string): string;
/** A web server deploy/ has a configuration for. */
export type ServerName = 'nginx' | 'caddy' | 'apache';
/** The server the end-to-end suite serves the build with: MOSSBLOOM_SERVER, nginx by default. */
export function chosenServer(): ServerName;
/**
 * Starts `server` (nginx by default) serving `root` on 127.0.0.1 (a free port unless `port` is given), once it
 * answers. Run by root, it can still read a build in a private (mode 700) checkout: nginx's workers run as the
 * invoking user, Caddy has no workers, and Apache (which refuses to serve as root) serves a readable copy.
 * `accessLog`: the file it logs the field reports in, removed when it stops.
 */
export function startServer(options: {
  root: string;
  port?: number;
  server?: ServerName;
}): Promise<{ url: string; port: number; server: ServerName; accessLog: string }>;
/** startServer with nginx. */
export function startNginx(options: { root: string; port?: number }): Promise<{ url: string; port: number }>;
/** Stops the server startServer started and removes its temporary folder. */
export function stop(): Promise<void>;
