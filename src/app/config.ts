/**
 * The path the store is served under ("/" or "/sub/path/"), fixed at build time by MOSSBLOOM_BASE_PATH
 * (see webpack.config.js). It is the router's basename, the catalogue's base URL and the prefix of every
 * picture and video.
 */
export const basePath: string = process.env.MOSSBLOOM_BASE_PATH ?? '/';

/** The router wants its basename without the trailing slash ("/" stays "/"). */
export const routerBasename: string = basePath === '/' ? '/' : basePath.replace(/\/$/, '');

/** URL of a file shipped in `public/`, e.g. `asset('images/hero-1.svg')`. */
export function asset(file: string): string {
  return `${basePath}${file.replace(/^\/+/, '')}`;
}
