import { describe, expect, it } from '@jest/globals';
import { matchRoutes } from 'react-router-dom';
import { paths } from '../../src/app/paths';
import { routeTable } from '../../src/app/routeTable';
import type { PageName } from '../../src/app/routeTable';
import { routes } from '../../src/app/routes';
// Named apart from testing-library's render (its lint rules read any "render" call as one).
import { pagesToPrerender as pagesOfTheBuild } from '../../src/prerender';
import { makeProduct } from '../support/fixtures';

describe('the route table', () => {
  it("is the router's table: each page's example URL matches its own entry", () => {
    for (const route of routeTable) {
      const matches = matchRoutes(routes, route.example) ?? [];
      expect(matches[matches.length - 1]?.route.handle).toBe(route);
    }
  });

  it('has a page for every URL that src/app/paths.ts builds', () => {
    const expected: [string, PageName][] = [
      [paths.home, 'home'],
      [paths.shop, 'shop'],
      [paths.product('rose oil'), 'product'],
      [paths.cart, 'cart'],
      [paths.checkout, 'checkout'],
      [paths.thankYou, 'thank-you'],
    ];
    for (const [url, page] of expected) {
      const matches = matchRoutes(routes, url) ?? [];
      expect(matches[matches.length - 1]?.route.handle).toMatchObject({ page });
    }
  });

  it('prerenders each page once, and the product page once per product, with its own picture and words', () => {
    const products = [
      makeProduct({ id: 1, name: 'HOLOCENA', image: 'product-a.svg', description: 'A serum.' }),
      makeProduct({ id: 'rose oil', name: 'VERDANCE', image: 'product-b.svg', description: 'An oil.' }),
    ];
    const pages = pagesOfTheBuild({ products });
    expect(pages.map(({ pathname, search, file, chunk }) => [`${pathname}${search}`, file, chunk])).toEqual([
      ['/', 'index.html', 'page-home'],
      ['/shop', 'shop/index.html', 'page-shop'],
      // The shop for a discovery query (deploy/nginx.conf): rendered with one, so it paints no products.
      ['/shop?q=', 'shop-query.html', 'page-shop'],
      ['/selectedproduct/1', 'selectedproduct/1/index.html', 'page-product'],
      ['/selectedproduct/rose%20oil', 'selectedproduct/rose%20oil/index.html', 'page-product'],
      ['/cart', 'cart/index.html', 'page-cart'],
      ['/checkout', 'checkout/index.html', 'page-checkout'],
      ['/thank-you', 'thank-you/index.html', 'page-thank-you'],
    ]);
    expect(pages[0]?.picture).toBe('images/hero-1.svg');
    expect(pages[2]).toMatchObject({ picture: 'images/shop-hero-poster.webp', sitemap: false });
    expect(pages[4]).toMatchObject({
      picture: 'images/product-b.svg',
      meta: { title: 'VERDANCE', description: 'An oil.' },
    });
    expect(pages[5]?.picture).toBeUndefined();
  });
});
