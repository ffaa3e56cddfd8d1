// Types of scripts/sitemap.cjs for the TypeScript that imports it (test/build/sitemap.test.ts).

/** A prerendered page as the sitemap reads it (src/prerender.tsx `PrerenderedPage`). */
export type SitemapPage = { readonly pathname: string; readonly sitemap: boolean };

/** MOSSBLOOM_SITE_URL checked (absolute http(s), path = the base path) and ending in "/"; null when not set. */
export function siteUrlFrom(raw: string | undefined, basePath: string): string | null;
/** The pages the route table lists in the sitemap, relative to the site URL ("" is home). */
export function sitemapPaths(pages: readonly SitemapPage[]): string[];
/** The sitemaps.org XML listing `paths` under `siteUrl`. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string;
/** robots.txt unchanged, plus `Sitemap: <sitemapUrl>` unless it already says so. */
export function robotsWithSitemap(robotsText: string, sitemapUrl: string): string;
/** Writes sitemap.xml and the robots.txt naming it into `dist` (with .gz/.br), or logs one line and writes nothing. */
export function writeSitemap(options: {
  dist: string;
  siteUrl: string | undefined;
  basePath: string;
  pages: readonly SitemapPage[];
  log?: (line: string) => void;
}): Promise<string | null>;
