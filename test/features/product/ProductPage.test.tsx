import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useCatalogServer } from '../../support/catalogServer';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import { productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();

describe('product page', () => {
  it('shows the product named by the route: card, name, price, rating and description', async () => {
    const product = productAt(1);
    await renderApp({ route: `/selectedproduct/${String(product.id)}`, catalogBaseUrl: server.url });
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByText(product.description)).toBeInTheDocument();
    expect(screen.getByText(`$${product.price.toFixed(2)}`)).toBeInTheDocument();
    expect(screen.getByText(product.rating.rate.toFixed(1), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: product.name })).toHaveAttribute('src', `/images/${product.image}`);
  });

  it('says "Product not found" for an id no product has', async () => {
    await renderApp({ route: '/selectedproduct/9999', catalogBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('finds products whose id is text', async () => {
    server.serveBody({ products: [makeProduct({ id: 'sku-7', name: 'TEXTID' })] });
    await renderApp({ route: '/selectedproduct/sku-7', catalogBaseUrl: server.url });
    expect(await screen.findByRole('heading', { level: 1, name: 'TEXTID' })).toBeInTheDocument();
  });

  it('says "Error getting product" when the catalogue fails, after "Products loading..."', async () => {
    server.setMode('notJson');
    server.hold();
    await renderApp({ route: '/selectedproduct/1', catalogBaseUrl: server.url });
    expect(await screen.findByText('Products loading...')).toBeInTheDocument();
    server.release();
    expect(await screen.findByText('Error getting product')).toBeInTheDocument();
    expect(screen.queryByText('Products loading...')).not.toBeInTheDocument();
  });
});

describe('product card quantity', () => {
  it('starts at 1 and cannot go below 1', async () => {
    const product = productAt(0);
    const { user } = await renderApp({ route: `/selectedproduct/${String(product.id)}`, catalogBaseUrl: server.url });
    const quantity = await screen.findByRole('textbox', { name: `Quantity of ${product.name}` });
    expect(quantity).toHaveValue('1');
    expect(quantity).toHaveAttribute('readonly');
    const decrease = screen.getByRole('button', { name: `Decrease quantity of ${product.name}` });
    expect(decrease).toBeDisabled();
    await user.click(decrease);
    expect(quantity).toHaveValue('1');
  });

  it('rises without limit, and Add puts that quantity in the cart and saves it', async () => {
    const product = productAt(0);
    const storage = createMemoryStorage();
    const { user, store } = await renderApp({
      route: `/selectedproduct/${String(product.id)}`,
      catalogBaseUrl: server.url,
      storage,
    });
    const increase = await screen.findByRole('button', { name: `Increase quantity of ${product.name}` });
    for (let press = 0; press < 24; press += 1) await user.click(increase);
    expect(screen.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('25');
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${product.name}` }));

    // The page's own product; the cards under 'You may also like' have their own.
    const detail = within(screen.getByRole('article', { name: product.name }));
    await user.click(detail.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual([{ ...product, quantity: 24 }]);
    expect(store.getState().cart.totalPrice).toBeCloseTo(product.price * 24);
    expect(JSON.parse(storage.values.get('cart') ?? 'null')).toEqual(store.getState().cart);
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeInTheDocument();

    // Adding a product already in the cart raises it by 1, whatever the card says.
    await user.click(detail.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items[0]?.quantity).toBe(25);
  });
});
