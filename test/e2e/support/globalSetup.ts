import { ensureBuild, startNginx } from './nginx';

/** Builds (or reuses) dist/, serves it with deploy/nginx.conf, and stops nginx when the run ends. */
export default async function globalSetup() {
  ensureBuild();
  const nginx = await startNginx();
  process.env.E2E_BASE_URL = nginx.url;
  return async () => {
    await nginx.stop();
  };
}
