// Types of deploy/serving-rules.cjs for the TypeScript that imports it (the tests).

export type ServerName = 'nginx' | 'caddy' | 'apache';
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]>;
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]>;
export const CACHE_RULES: ReadonlyArray<{ prefix?: string; path?: string; cacheControl: string; why: string }>;
export const DEFAULT_CACHE_CONTROL: string;
/** The Cache-Control of every error answer (a 404 above all), whatever its path. */
export const ERROR_CACHE_CONTROL: string;
/** The path the pages report their field vitals and script errors to, and how servers answer and limit it. */
export const FIELD_REPORTS: {
  path: string;
  status: number;
  cacheControl: string;
  /** The longest request target (path and query) a report may have, in bytes; a longer one is refused, unlogged. */
  longest: number;
  /** The status a report longer than `longest` is refused with. */
  tooLongStatus: number;
  rate: { perSecond: number; burst: number };
};
export const FILES_ONLY: readonly string[];
export const SHOP_QUERY: { path: string; names: readonly string[]; page: string };
export const SHOP_QUERY_PATTERN: string;
export const APP_SHELL: string;
export const INDEX: string;
export const TYPES: ReadonlyArray<{ extensions: readonly string[]; type: string; text: boolean }>;
export const PRECOMPRESSED: ReadonlyArray<{ encoding: string; suffix: string }>;
export const SERVERS: Readonly<Record<ServerName, { file: string; encodings: readonly string[]; start: string }>>;
/** Whether a query string names a search, a need or an order. */
export function isShopQuery(search: string): boolean;
/** The Cache-Control a path is served with. */
export function cacheControlOf(pathname: string): string;
/** The file of dist/ (or a 404) that answers a request; `isFile` says whether a path is a file of dist/. */
export function answer(
  pathname: string,
  search: string,
  isFile: (path: string) => boolean,
): { status: 200 | 204 | 404; file: string | null };
