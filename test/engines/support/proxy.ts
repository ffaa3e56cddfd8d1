import { createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A test server in front of the store's nginx (on 127.0.0.1, a free port), for what a WebDriver session cannot do
 * itself:
 * - every page gets a same-origin script first in its head that reports uncaught errors, rejected promises,
 *   console errors, failed resources and CSP violations back here (WebKit's session does not expose the console);
 * - the app's script can be held, so a tap surely comes before the store runs;
 * - the network can be cut: every request for the store is then closed unanswered, as a dead network would.
 * Its own paths start with /__journey/, but for THROWING_SCRIPT; everything else is nginx's answer, unchanged but for
 * the script tag.
 */
export type JourneyProxy = {
  url: string;
  /** What the pages reported, oldest first. */
  reports(): string[];
  /** Holds requests whose path matches `pattern` until the returned function is called. */
  hold(pattern: RegExp): () => void;
  setOffline(offline: boolean): void;
  close(): Promise<void>;
};

const REPORTER_PATH = '/__journey/reporter.js';
const REPORT_PATH = '/__journey/report';
/**
 * A script among the store's own (under /assets/) that throws as it runs, for the journey that checks the field
 * reports carry an error of the store's scripts: it adds it to the page. Named as the build names the store's scripts
 * (`name.<content hash>.js`): the field reports take only those.
 */
export const THROWING_SCRIPT = '/assets/journey-throws.0a1b2c3d.js';
export const THROWN = 'Mossbloom journey error: thrown by a script of the store';

/** What a journey dispatches on the page's window just before it opens another page or reloads this one. */
export const LEAVING_EVENT = '__journey:leaving';

/** Runs in the page before any of the store's scripts. Reports are sent as beacons, so a page's last ones arrive too. */
const REPORTER = `(() => {
  const report = (text) => navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, String(text));
  const original = console.error.bind(console);
  console.error = (...args) => {
    report('console error: ' + args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    original(...args);
  };
  // A page being left cancels what it still loads (WebKit as the next page starts, say the shop's video, or a chunk
  // asked for once the page was idle): the browser's own doing, which no shopper sees, so a load that fails from then
  // on is not reported. WebKit may cancel before it tells the page it is being left, so a journey that leaves the
  // page itself says so first (LEAVING_EVENT).
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener(${JSON.stringify(LEAVING_EVENT)}, leave);
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
  window.addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && 'tagName' in target) {
      // A chunk the store asks for later (webpack marks its script data-webpack) is the store's to answer: webpack
      // hands its failure to the store as a ChunkLoadError, which the store says or leaves unhandled (reported below
      // as a page error). WebKit also fails a chunk on the next page when a reload cancelled the same one on its way.
      if (target.hasAttribute && target.hasAttribute('data-webpack')) return;
      if (!leaving) report('failed to load: ' + (target.currentSrc || target.src || target.href || target.tagName));
    } else {
      report('page error: ' + event.message);
    }
  }, true);
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    report('page error: ' + (reason instanceof Error ? reason.message : String(reason)));
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    report('console error: CSP violation of ' + event.violatedDirective + ' by ' + event.blockedURI);
  });
})();
`;

export async function startJourneyProxy(upstream: string): Promise<JourneyProxy> {
  const target = new URL(upstream);
  const reports: string[] = [];
  const holds: { pattern: RegExp; released: Promise<void> }[] = [];
  const sockets = new Set<Socket>();
  let offline = false;

  const forward = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const url = incoming.url ?? '/';
    const pathname = new URL(url, 'http://proxy').pathname;
    for (const hold of holds) if (hold.pattern.test(pathname)) await hold.released;
    const isPage = (incoming.headers.accept ?? '').includes('text/html');
    const headers = { ...incoming.headers, host: target.host };
    // A page is read whole to add the reporter: asked for as plain text, not compressed.
    if (isPage) delete headers['accept-encoding'];
    const upstreamRequest = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: url, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!isPage || !type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head><script src="${REPORTER_PATH}"></script>`);
          const body = Buffer.from(html);
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(body.length) });
          outgoing.end(body);
        });
      },
    );
    upstreamRequest.on('error', () => outgoing.destroy());
    incoming.pipe(upstreamRequest);
  };

  const server = createServer((incoming, outgoing) => {
    // The reporter and its reports are the test's own, not the store's: they pass while the network is cut.
    if (incoming.url === REPORTER_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(REPORTER);
      return;
    }
    if (incoming.url === THROWING_SCRIPT) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(`throw new Error(${JSON.stringify(THROWN)});\n`);
      return;
    }
    if (incoming.url === REPORT_PATH && incoming.method === 'POST') {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        reports.push(Buffer.concat(chunks).toString('utf8'));
        outgoing.writeHead(204).end();
      });
      return;
    }
    if (offline) {
      incoming.socket.destroy();
      return;
    }
    forward(incoming, outgoing).catch(() => outgoing.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${String(port)}`,
    reports: () => [...reports],
    hold(pattern) {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hold = { pattern, released };
      holds.push(hold);
      return () => {
        holds.splice(holds.indexOf(hold), 1);
        release();
      };
    },
    setOffline(value) {
      offline = value;
      // Kept-alive connections would otherwise still carry requests.
      if (value) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
