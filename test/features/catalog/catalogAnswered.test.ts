import { describe, expect, it } from '@jest/globals';
import { makeStore } from '../../../src/app/store';
import { catalogApi, selectCatalogAnswered } from '../../../src/features/catalog';
import { useCatalogServer } from '../../support/catalogServer';

const server = useCatalogServer();

describe('whether the catalogue file has answered since the store started', () => {
  it('turns true with the first answer, and a second request while one runs is no answer', async () => {
    server.hold();
    const store = makeStore(undefined, { catalogBaseUrl: server.url });
    const first = store.dispatch(catalogApi.endpoints.getCatalog.initiate(undefined));
    // Skipped by RTK Query's condition, since the first is under way: a rejected action, but no answer.
    const second = store.dispatch(catalogApi.endpoints.getCatalog.initiate(undefined));
    await Promise.resolve();
    expect(selectCatalogAnswered(store.getState())).toBe(false);
    server.release();
    await first;
    await second;
    expect(selectCatalogAnswered(store.getState())).toBe(true);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('turns true with a failure, and stays true once the answer has left the cache', async () => {
    server.setMode('error500');
    const store = makeStore(undefined, { catalogBaseUrl: server.url });
    const request = store.dispatch(catalogApi.endpoints.getCatalog.initiate(undefined));
    await request;
    request.unsubscribe();
    expect(selectCatalogAnswered(store.getState())).toBe(true);
    store.dispatch(catalogApi.util.resetApiState());
    expect(selectCatalogAnswered(store.getState())).toBe(true);
  });
});
