// @ts-check

/**
 * The path the store is served under, "/" or "/sub/path/", from MOSSBLOOM_BASE_PATH. It sets webpack's public
 * path, the router's basename, the catalogue's base URL and the prerendered pages' links together.
 * @param {string | undefined} raw
 */
function normaliseBasePath(raw) {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

module.exports = { normaliseBasePath };
