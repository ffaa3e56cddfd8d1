import { whenLoadedAndIdle } from '../lib/whenIdle';
import { basePath } from './config';
import { routeTable } from './routeTable';

/**
 * Once the store runs, the page has loaded and the browser is idle, a production build starts reporting the page's
 * field vitals and script errors to its own server (src/features/vitals, docs/decisions/0013): the reporter and the
 * web-vitals library come in a chunk of their own, asked for only then, so nothing of them competes with the page's
 * first seconds (the figures the browser keeps from before, the reporter reads). Built with MOSSBLOOM_VITALS=off, the
 * condition is false when webpack reads it, and the build holds no reporter at all.
 */
export function reportFieldVitals(): void {
  if (process.env.NODE_ENV === 'production' && process.env.MOSSBLOOM_VITALS !== 'off') {
    whenLoadedAndIdle(window, () => {
      import(/* webpackChunkName: "vitals" */ '../features/vitals')
        .then(({ reportFieldVitals: report }) => {
          report({ base: basePath, routes: routeTable.map((route) => route.path) });
        })
        // Its script gone with a release since replaced, or the network down: nothing is reported, and nothing said.
        .catch(() => undefined);
    });
  }
}
