import { useEffect, useReducer } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentMeta } from '../components/DocumentMeta/useDocumentMeta';
import { isChunkLoadError } from '../lib/chunkLoadError';
import { browserPage, reloadAfresh, willReload } from '../lib/reloadAfresh';
import { paths } from './paths';
import { ButtonLink } from '../components/Button/Button';
import styles from './ErrorPage.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return `${String(error.status)} ${error.statusText || 'Error'}`;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/**
 * The router's error page, shown inside the site's header and footer: for routes that do not exist (such as
 * /login) and for any error thrown while a page renders.
 */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page module that cannot load: the page of a release since replaced. The store loads the URL afresh, into
  // the new release, once (src/lib/reloadAfresh.ts); meanwhile the page stays blank. Otherwise (offline, where the
  // offline notice says why; a second time) this page says what failed.
  const reloading = isChunkLoadError(error) && willReload(browserPage());
  const [, showWhatFailed] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (reloading && !reloadAfresh(browserPage())) showWhatFailed();
  }, [reloading, error]);
  useDocumentMeta(
    notFound
      ? {
          title: 'Page not found',
          description: 'This page does not exist at Mossbloom. Go back home or browse the shop.',
        }
      : {
          title: 'Unexpected Application Error',
          description: 'Something went wrong while showing this Mossbloom page.',
        },
  );
  if (reloading) return <div className="page-placeholder" />;
  return (
    <section className={`container ${styles.page}`}>
      <p className="eyebrow">{describe(error)}</p>
      <h1>Unexpected Application Error</h1>
      <p className={styles.text}>
        {notFound
          ? 'We could not find that page. It may have moved, or it never grew here.'
          : 'Something went wrong while showing this page. Your cart is safe.'}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home}>Back to Home</ButtonLink>
        <ButtonLink to={paths.shop} variant="ghost">
          Browse the shop
        </ButtonLink>
      </div>
    </section>
  );
}
