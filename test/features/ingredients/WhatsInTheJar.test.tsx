import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { productStructuredData } from '../../../src/features/product/productStructuredData';
import { useCatalogServer } from '../../support/catalogServer';
import { holderOf } from '../../support/dom';
import { makeProduct } from '../../support/fixtures';
import { productAt } from '../../support/products';
import { renderApp } from '../../support/renderWithProviders';

const server = useCatalogServer();

/** The shipped Dew Drop Serum: $38.50 for 30 ml. */
const serum = productAt(0);
/** The shipped Night Garden Cream: its list holds lavender oil, Linalool, Limonene and Geraniol. */
const nightCream = productAt(5);

const open = async (id: string | number, name: string) => {
  await renderApp({ route: `/selectedproduct/${String(id)}`, catalogBaseUrl: server.url });
  return screen.findByRole('heading', { level: 1, name });
};

describe("what's in the jar, on the product page", () => {
  it('gives the price with the size and the price per 100 ml', async () => {
    await open(serum.id, serum.name);
    expect(
      screen.getByText((_, element) => element?.textContent === '$38.50 · 30 ml · $128.33 / 100 ml'),
    ).toBeVisible();
  });

  it('names the key ingredients with what each does, the skin types, the claims and how to use it', async () => {
    await open(serum.id, serum.name);
    const section = screen.getByRole('region', { name: 'What’s in the jar' });
    const keys = within(section).getByRole('heading', { level: 3, name: 'Key ingredients' });
    expect(keys).toBeVisible();
    expect(within(section).getByText('Sodium Hyaluronate', { selector: 'dt' })).toBeVisible();
    expect(within(section).getByText('holds water in the skin, so it looks plump')).toBeVisible();
    const lists = within(section).getAllByRole('list');
    const words = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(lists.map(words)).toEqual(
      expect.arrayContaining([
        ['Dry', 'Oily', 'Combination', 'Normal', 'Sensitive'],
        expect.arrayContaining(['Free from fragrance', 'Free from essential oils', 'Vegan']),
        ['Smooth three drops over damp skin after cleansing.', 'Press in gently, then follow with your moisturiser.'],
      ]),
    );
    expect(within(section).getByText('Morning and evening')).toBeVisible();
  });

  it('lists every ingredient in label order, each fragrance allergen said so in words', async () => {
    await open(nightCream.id, nightCream.name);
    const section = screen.getByRole('region', { name: 'What’s in the jar' });
    within(section).getByRole('heading', { level: 3, name: 'Ingredients' });
    const inci = within(section)
      .getAllByRole('list')
      .find((list) => list.textContent.includes('Linalool'));
    if (!inci) throw new Error('No ingredient list');
    // Each row: the ingredient as the label names it, then its Avoid toggle.
    const items = within(inci)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent ?? '');
    const listed = (nightCream as unknown as { ingredients: string[] }).ingredients;
    expect(items.map((item) => item.replace(' (allergen)', ''))).toEqual(listed);
    // Lavender oil and linalyl acetate are among those Regulation (EU) 2023/1545 adds.
    expect(items.filter((item) => item.endsWith(' (allergen)'))).toEqual([
      'Lavandula Angustifolia Oil (allergen)',
      'Linalool (allergen)',
      'Linalyl Acetate (allergen)',
      'Limonene (allergen)',
      'Geraniol (allergen)',
    ]);
  });

  it('shows nothing of it for a product whose entry has none of the fields: no heading, no size', async () => {
    server.serveBody({ products: [makeProduct({ id: 1, name: 'PLAIN' })] });
    await open(1, 'PLAIN');
    expect(screen.queryByRole('region', { name: 'What’s in the jar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\/ 100/)).not.toBeInTheDocument();
    expect(screen.getByText('$22.50')).toBeVisible();
  });

  it('leaves out a malformed field and shows the others', async () => {
    const product = { ...makeProduct({ id: 1 }), size: { amount: 0, unit: 'ml' }, skinTypes: ['dry', 'oilly'] };
    server.serveBody({
      products: [{ ...product, howToUse: { when: 'evening', steps: ['Warm a pea-sized amount.'] } }],
    });
    await open(1, 'HOLOCENA');
    const section = screen.getByRole('region', { name: 'What’s in the jar' });
    expect(within(section).getByText('In the evening')).toBeVisible();
    expect(within(section).queryByRole('heading', { name: 'For skin that is' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\/ 100/)).not.toBeInTheDocument();
  });

  it('tells search engines the size and the price per 100 ml', () => {
    const data = productStructuredData(serum, 'https://example.com/a.svg', 'https://example.com/selectedproduct/1');
    expect(data).toMatchObject({
      size: { '@type': 'QuantitativeValue', value: 30, unitCode: 'MLT' },
      offers: {
        price: '38.50',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '38.50',
          priceCurrency: 'USD',
          referenceQuantity: { value: 30, unitCode: 'MLT', valueReference: { value: 100, unitCode: 'MLT' } },
        },
      },
    });
    expect(productStructuredData(makeProduct(), 'a', 'b')).not.toHaveProperty('size');
  });
});

describe('the size and the price per 100 ml or g, on cards and cart lines', () => {
  it('shows on each card that has a size, and no empty slot on one that has none', async () => {
    server.serveBody({ products: [serum, makeProduct({ id: 99, name: 'PLAIN' })] });
    await renderApp({ route: '/shop', catalogBaseUrl: server.url });
    const card = holderOf(await screen.findByRole('heading', { name: serum.name }), 'article');
    const line = (text: string) => (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === text;
    expect(within(card).getByText(line('30 ml · $128.33 / 100 ml'))).toBeVisible();
    const plain = holderOf(screen.getByRole('heading', { name: 'PLAIN' }), 'article');
    expect(within(plain).queryByText(/100 ml|100 g/)).not.toBeInTheDocument();
  });

  it('shows on a cart line, per 100 g for a product sold by weight', async () => {
    const balm = productAt(7);
    const cart = { items: [{ ...balm, quantity: 2 }], totalPrice: balm.price * 2 };
    await renderApp({ route: '/cart', catalogBaseUrl: server.url, preloadedState: { cart } });
    const name = await screen.findByRole('heading', { level: 2, name: balm.name });
    const line = holderOf(name, 'li');
    expect(within(line).getByText(/ each$/)).toBeVisible();
    const sized = (_: string, element: Element | null) =>
      element?.tagName === 'P' && /^100 g · \$\d+\.\d{2} \/ 100 g$/.test(element.textContent);
    expect(within(line).getByText(sized)).toBeVisible();
  });
});
