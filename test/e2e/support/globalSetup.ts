import { DIST, chosenServer, ensureBuild, startServer, stop } from '../../../scripts/serve-dist.cjs';

/**
 * Builds (or reuses) dist/, serves it with the server MOSSBLOOM_SERVER names (nginx by default; caddy or apache) and
 * its configuration from deploy/, and stops the server when the run ends. The journeys find it at E2E_BASE_URL, and
 * the file it logs the pages' field reports in at E2E_ACCESS_LOG.
 */
export default async function globalSetup() {
  ensureBuild();
  const { url, server, accessLog } = await startServer({ root: DIST, server: chosenServer() });
  console.log(`Serving ${DIST} with ${server} at ${url}`);
  process.env.E2E_BASE_URL = url;
  process.env.E2E_ACCESS_LOG = accessLog;
  return stop;
}
