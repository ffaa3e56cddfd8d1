import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../../src/app/store';
import { catalogApi, useProduct, useProducts } from '../../../src/features/catalog';
import { useCatalogServer } from '../../support/catalogServer';
import { appWarnings, makeProduct } from '../../support/fixtures';
import { catalogProducts } from '../../support/products';
import { renderApp, renderWithProviders } from '../../support/renderWithProviders';

const server = useCatalogServer();

function ProductNames() {
  const { products, status } = useProducts();
  return <p>{status === 'ready' ? `list: ${products.map((product) => product.name).join(', ')}` : status}</p>;
}

function ProductName({ id }: { id: string }) {
  const { product, status } = useProduct(id);
  if (status !== 'ready') return <p>{`${id}: ${status}`}</p>;
  return <p>{`${id}: ${product ? product.name : 'null'}`}</p>;
}

describe('catalogApi', () => {
  it('serves the list and every by-id lookup from one request of /data/db.products.json', async () => {
    renderWithProviders(
      <>
        <ProductNames />
        <ProductName id="2" />
        <ProductName id="5" />
      </>,
      { catalogBaseUrl: server.url },
    );
    expect(await screen.findByText(`2: ${catalogProducts[1]?.name ?? ''}`)).toBeInTheDocument();
    expect(screen.getByText(`5: ${catalogProducts[4]?.name ?? ''}`)).toBeInTheDocument();
    expect(screen.getByText(/^list: /)).toHaveTextContent(catalogProducts.map((product) => product.name).join(', '));
    expect(server.catalogRequests()).toBe(1);
  });

  it('looks products up by id as text and gives null for an unknown id', async () => {
    server.serveBody({
      products: [makeProduct({ id: 'sku-7', name: 'TEXTID' }), makeProduct({ id: 8, name: 'EIGHT' })],
    });
    renderWithProviders(
      <>
        <ProductName id="sku-7" />
        <ProductName id="8" />
        <ProductName id="9" />
      </>,
      { catalogBaseUrl: server.url },
    );
    expect(await screen.findByText('sku-7: TEXTID')).toBeInTheDocument();
    expect(screen.getByText('8: EIGHT')).toBeInTheDocument();
    expect(screen.getByText('9: null')).toBeInTheDocument();
  });

  it('moving from the shop to a product page makes no second request', async () => {
    const { user } = await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    const name = catalogProducts[0]?.name ?? '';
    await user.click(await screen.findByRole('link', { name }));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(server.catalogRequests()).toBe(1);
  });

  it.each([
    ['a server error', () => server.setMode('error500')],
    ['a missing file', () => server.setMode('notFound')],
    ['a body that is not JSON', () => server.setMode('notJson')],
    ['a body without a products list', () => server.serveBody({ items: [] })],
  ])('reports %s as an error', async (_case, arrange) => {
    arrange();
    renderWithProviders(<ProductNames />, { catalogBaseUrl: server.url });
    expect(await screen.findByText('error')).toBeInTheDocument();
  });

  it('keeps a body without a products list as an error naming it, with nothing logged (the schema’s failure)', async () => {
    const error = jest.spyOn(console, 'error');
    server.serveBody({ items: [] });
    const { store } = renderWithProviders(<ProductNames />, { catalogBaseUrl: server.url });
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(catalogApi.endpoints.getCatalog.select(undefined)(store.getState()).error).toEqual({
      status: 'CUSTOM_ERROR',
      error: 'The catalogue has no products list.',
      data: { items: [] },
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('drops malformed products with one console warning instead of failing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.serveBody({ products: [makeProduct({ id: 1, name: 'GOOD' }), { id: 2, name: 'NO PRICE' }] });
    renderWithProviders(<ProductNames />, { catalogBaseUrl: server.url });
    expect(await screen.findByText('list: GOOD')).toBeInTheDocument();
    expect(appWarnings(warn)).toHaveLength(1);
  });

  it('does not refetch when the window regains focus or the network comes back', async () => {
    renderWithProviders(<ProductNames />, { catalogBaseUrl: server.url });
    await screen.findByText(/^list: /);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.catalogRequests()).toBe(1);
  });

  it('keeps unused catalogue data for 60 seconds, then lets it go', async () => {
    const store = makeStore(undefined, { catalogBaseUrl: server.url });
    const subscription = store.dispatch(catalogApi.endpoints.getCatalog.initiate(undefined));
    await subscription;
    const cached = () => catalogApi.endpoints.getCatalog.select(undefined)(store.getState()).data;
    expect(cached()?.products).toHaveLength(catalogProducts.length);

    jest.useFakeTimers();
    subscription.unsubscribe();
    jest.advanceTimersByTime(59_000);
    expect(cached()).toBeDefined();
    jest.advanceTimersByTime(2_000);
    await waitFor(() => {
      expect(cached()).toBeUndefined();
    });
  });
});
