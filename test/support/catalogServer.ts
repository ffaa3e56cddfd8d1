import { afterAll, afterEach, beforeAll } from '@jest/globals';
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
 * - `partlyMalformed`: the real products with `MALFORMED_PRODUCTS` mixed in among them (first, between and last),
 *   and a repeat of the first product's id, so once the `DROPPED_ENTRIES` are dropped the store shows exactly the
 *   real catalogue
 */
export type CatalogMode = 'ok' | 'body' | 'error500' | 'notFound' | 'notJson' | 'partlyMalformed';

/**
 * Catalogue entries a hand edit could leave behind, each of which would break a card if it reached one: no entry
 * at all, missing fields, a price as text, no rating object, a rating without a number.
 */
export const MALFORMED_PRODUCTS: readonly unknown[] = [
  null,
  { id: 901, name: 'NO PRICE, NO PICTURE' },
  { id: 902, name: 'TEXT PRICE', price: 'cheap', image: 'x.svg', rating: { image: 'r.svg', rate: 4 } },
  { id: 903, name: 'NO RATING', price: 10, image: 'x.svg', category: 'Hydrates', description: '', testimonial: '' },
  {
    id: 904,
    name: 'RATING WITHOUT RATE',
    price: 10,
    image: 'x.svg',
    rating: { image: 'r.svg' },
    category: 'Hydrates',
    description: '',
    testimonial: '',
  },
  'a product',
];

/** How many entries the `partlyMalformed` catalogue holds that the store must drop. */
export const DROPPED_ENTRIES = MALFORMED_PRODUCTS.length + 1;

async function partlyMalformedCatalog(): Promise<{ products: unknown[] }> {
  const real = JSON.parse(await readFile(path.join(PUBLIC_DIR, CATALOG_URL_PATH), 'utf8')) as {
    products: Record<string, unknown>[];
  };
  const [first, second, ...rest] = MALFORMED_PRODUCTS;
  const products: unknown[] = [first];
  real.products.forEach((product, index) => {
    products.push(product);
    if (index === 1) products.push(second);
    if (index === 4) products.push(...rest.slice(0, -1));
  });
  // Well formed, but a second product under the first one's id: only the first can be reached.
  products.push({ ...real.products[0], name: 'REPEATED ID' }, rest.at(-1));
  return { products };
}

export type CatalogServer = {
  /** Base URL ending in '/', e.g. http://127.0.0.1:40123/ */
  url: string;
  /** How many times the catalogue file was requested. */
  catalogRequests(): number;
  setMode(mode: CatalogMode): void;
  serveBody(body: unknown): void;
  /**
   * Holds every catalogue answer, whatever the mode, until `release()`: a test sees the loading state for sure
   * before the answer (a success or a failure) arrives. Requests that come after the release are answered at once.
   */
  hold(): void;
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
  let holding = false;
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
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
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
      case 'partlyMalformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(await partlyMalformedCatalog()));
        return undefined;
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
    holding = false;
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
    hold() {
      holding = true;
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

/**
 * One loopback catalogue server for a test file: started before its tests, back to `ok` after each test, closed
 * after all. The returned handle reaches the running server, so `server.url` reads as it would on the server.
 */
export function useCatalogServer(): CatalogServer {
  let current: CatalogServer | undefined;
  const live = () => {
    if (!current) throw new Error('The catalogue server starts in beforeAll: use it inside a test.');
    return current;
  };
  beforeAll(async () => {
    current = await startCatalogServer();
  });
  afterEach(() => {
    current?.reset();
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get url() {
      return live().url;
    },
    catalogRequests: () => live().catalogRequests(),
    setMode: (mode) => {
      live().setMode(mode);
    },
    serveBody: (body) => {
      live().serveBody(body);
    },
    hold: () => {
      live().hold();
    },
    release: () => {
      live().release();
    },
    reset: () => {
      live().reset();
    },
    close: () => live().close(),
  };
}
