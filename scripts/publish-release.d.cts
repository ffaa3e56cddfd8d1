// Types of scripts/publish-release.cjs for the TypeScript that imports it (test/build/publishRelease.test.ts).

export type Release = { publishedAt: string; files: string[] };
export const KEEP_RELEASES: number;
export const KEEP_DAYS: number;
/** Publishes the build in `from` into the served folder `to`, keeping the scripts of recent releases. */
export function publishRelease(options: {
  from: string;
  to: string;
  record?: string;
  now?: number;
  keepReleases?: number;
  keepDays?: number;
}): { published: number; releasesKept: number; removed: string[]; warnings: string[] };
/** The order files are published in: scripts, pictures and video; then pages and the rest; sw.js last. */
export function publishOrder(files: readonly string[]): string[];
/** The releases whose scripts stay: the last `keepReleases`, and every one published within `keepDays`. */
export function releasesKept(
  releases: readonly Release[],
  rule: { now: number; keepReleases: number; keepDays: number },
): Release[];
/** The command line: the served folder and the two optional limits. */
export function parseArgs(args: string[]): { to: string; keepReleases: number; keepDays: number };
