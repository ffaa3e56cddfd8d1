import { basePath } from './config';
import { routeTable } from './routeTable';

/**
 * Once the store runs, a production build starts reporting the page's field vitals and script errors to its own
 * server (src/features/vitals, docs/decisions/0013): the reporter and the web-vitals library come in a chunk of their
 * own, asked for only now, so nothing of them comes before the store runs. Built with MOSSBLOOM_VITALS=off, the
 * condition is false when webpack reads it, and the build holds no reporter at all.
 */
export function reportFieldVitals(): void {
  if (process.env.NODE_ENV === 'production' && process.env.MOSSBLOOM_VITALS !== 'off') {
    import(/* webpackChunkName: "vitals" */ '../features/vitals')
      .then(({ reportFieldVitals: report }) => {
        report({ base: basePath, routes: routeTable.map((route) => route.path) });
      })
      // Its script gone with a release since replaced, or the network down: nothing is reported, and nothing said.
      .catch(() => undefined);
  }
}
