import { DIST, chosenServer, ensureBuild, startServer, stop } from '../../../scripts/serve-dist.cjs';

/**
 * Builds (or reuses) dist/, serves it with the server MOSSBLOOM_SERVER names (nginx by default; caddy or apache) and
 * its configuration from deploy/, and stops the server when the run ends.
 */
export default async function globalSetup() {
  ensureBuild();
  const { url, server } = await startServer({ root: DIST, server: chosenServer() });
  console.log(`Serving ${DIST} with ${server} at ${url}`);
  process.env.E2E_BASE_URL = url;
  return stop;
}
