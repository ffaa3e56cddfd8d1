import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { focusedElement } from '../support/dom';
import { makeProduct } from '../support/fixtures';
import { renderApp } from '../support/renderWithProviders';

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

// The cart page needs no catalogue, so these tests stay offline.
const renderCartPage = async (cartLines = 0) =>
  await renderApp({
    route: '/cart',
    preloadedState: {
      cart: {
        items: Array.from({ length: cartLines }, (_, index) => ({
          ...makeProduct({ id: index + 1, name: `ITEM ${String(index + 1)}`, price: 10 }),
          quantity: index + 2,
        })),
        totalPrice: 0,
      },
    },
  });

describe('header', () => {
  it('links the logo home and shows Shop, About, Login and Cart', async () => {
    await renderCartPage();
    await screen.findByRole('heading', { name: 'Your cart' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mossbloom, home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
  });

  it('counts the lines in the cart, not the units', async () => {
    await renderCartPage(2);
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
  });

  it('turns blurred once the page is scrolled more than 50 px', async () => {
    await renderCartPage();
    const header = await screen.findByRole('banner');
    expect(header).not.toHaveClass('blurred');
    setScroll(50);
    expect(header).not.toHaveClass('blurred');
    setScroll(51);
    expect(header).toHaveClass('blurred');
    setScroll(0);
    expect(header).not.toHaveClass('blurred');
  });
});

describe('Pages dropdown', () => {
  it('opens a list of page names as plain text, not links', async () => {
    const { user } = await renderCartPage();
    const button = await screen.findByRole('button', { name: 'Pages' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Pages' });
    expect(within(list).getByText('Order Confirmation')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
  });

  it('closes on a click outside it', async () => {
    const { user } = await renderCartPage();
    const button = await screen.findByRole('button', { name: 'Pages' });
    await user.click(button);
    await user.click(screen.getByRole('heading', { name: 'Your cart' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('stays open for a click inside it, and closes on Escape with focus back on the button', async () => {
    const { user } = await renderCartPage();
    const button = await screen.findByRole('button', { name: 'Pages' });
    await user.click(button);
    await user.click(screen.getByText('Blog'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('mobile menu', () => {
  it('opens as a dialog with the same links, and Escape closes it and returns focus', async () => {
    const { user } = await renderCartPage(1);
    const hamburger = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(hamburger);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Shop', 'About', 'Login', 'Cart 1 item']) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(dialog).toContainElement(focusedElement() as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    const { user } = await renderCartPage();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    for (let press = 0; press < 8; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(focusedElement() as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(focusedElement() as HTMLElement);
  });

  it('closes when a link is followed', async () => {
    const { user, router } = await renderCartPage();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
