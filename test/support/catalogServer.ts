import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const PUBLIC_DIR = path.resolve(__dirname, '../../public');
const CATALOG_URL_PATH = '/data/db.products.json';

/**
 * How the server answers the catalogue request:
 * - `ok`: the real public/data/db.products.json
 * - `body`: the JSON given with `serveBody`
 * - `error500` / `notFound`: that status
 * - `notJson`: 200 with an HTML page
 * - `hold`: no answer until `release()` (then the real file)
 */
export type CatalogMode = 'ok' | 'body' | 'error500' | 'notFound' | 'notJson' | 'hold';

export type CatalogServer = {
  /** Base URL ending in '/', e.g. http://127.0.0.1:40123/ */
  url: string;
  /** How many times the catalogue file was requested. */
  catalogRequests(): number;
  setMode(mode: CatalogMode): void;
  serveBody(body: unknown): void;
  release(): void;
  reset(): void;
  close(): Promise<void>;
};

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** A small static server on 127.0.0.1 serving `public/`, with fault modes for the catalogue. */
export async function startCatalogServer(): Promise<CatalogServer> {
  let mode: CatalogMode = 'ok';
  let body: unknown = null;
  let requests = 0;
  let held: (() => void)[] = [];

  async function sendFile(urlPath: string, response: ServerResponse) {
    const file = path.resolve(PUBLIC_DIR, `.${decodeURIComponent(urlPath)}`);
    if (!file.startsWith(PUBLIC_DIR + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const content = await readFile(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(content);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  }

  async function answerCatalog(response: ServerResponse) {
    switch (mode) {
      case 'ok':
        return sendFile(CATALOG_URL_PATH, response);
      case 'body':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
        return undefined;
      case 'error500':
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
        return undefined;
      case 'notFound':
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return undefined;
      case 'notJson':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Maintenance</p>');
        return undefined;
      case 'hold':
        await new Promise<void>((resolve) => held.push(resolve));
        return sendFile(CATALOG_URL_PATH, response);
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    // The page under test runs on another origin (jsdom's), so the answers allow it.
    response.setHeader('access-control-allow-origin', '*');
    if (urlPath === CATALOG_URL_PATH) {
      requests += 1;
      void answerCatalog(response);
      return;
    }
    void sendFile(urlPath, response);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;

  const release = () => {
    const waiting = held;
    held = [];
    waiting.forEach((resolve) => {
      resolve();
    });
  };

  return {
    url: `http://127.0.0.1:${String(port)}/`,
    catalogRequests: () => requests,
    setMode(next) {
      mode = next;
    },
    serveBody(next) {
      mode = 'body';
      body = next;
    },
    release,
    reset() {
      release();
      mode = 'ok';
      body = null;
      requests = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
