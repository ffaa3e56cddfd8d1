import { DIST, ensureBuild, startNginx, stop } from '../../../scripts/serve-dist.cjs';

/** Builds (or reuses) dist/, serves it with deploy/nginx.conf, and stops nginx when the run ends. */
export default async function globalSetup() {
  ensureBuild();
  const { url } = await startNginx({ root: DIST });
  process.env.E2E_BASE_URL = url;
  return stop;
}
