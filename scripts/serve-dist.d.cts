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
/**
 * Starts nginx serving `root` on 127.0.0.1 (a free port unless `port` is given), once it answers. Run by root, its
 * workers run as the invoking user too, so a build in a private (mode 700) checkout stays readable.
 */
export function startNginx(options: { root: string; port?: number }): Promise<{ url: string; port: number }>;
/** Stops the nginx startNginx started and removes its temporary prefix. */
export function stop(): Promise<void>;
