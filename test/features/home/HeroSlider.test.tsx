import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { HeroSlider } from '../../../src/features/home/sections/HeroSlider';
import { blurFocus } from '../../support/dom';
import { mockMatchMedia } from '../../support/matchMedia';
import { renderWithProviders } from '../../support/renderWithProviders';

beforeEach(() => {
  mockMatchMedia();
});

function renderSlider() {
  jest.useFakeTimers();
  const view = renderWithProviders(<HeroSlider />, { fakeTimers: true });
  const carousel = screen.getByRole('region', { name: 'Mossbloom highlights' });
  const current = () => within(carousel).getByRole('group').getAttribute('aria-label');
  return { ...view, carousel, current };
}

const wait = (ms: number) => {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
};

describe('hero slider', () => {
  it('has 4 slides and shows the first one', () => {
    const { carousel, current } = renderSlider();
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(current()).toBe('1 of 4');
  });

  it('advances every 3 seconds and wraps from the last slide to the first', () => {
    const { current } = renderSlider();
    wait(2999);
    expect(current()).toBe('1 of 4');
    wait(1);
    expect(current()).toBe('2 of 4');
    wait(3000);
    expect(current()).toBe('3 of 4');
    wait(3000);
    expect(current()).toBe('4 of 4');
    wait(3000);
    expect(current()).toBe('1 of 4');
  });

  it('moves with next and previous, wrapping both ways', async () => {
    const { user, current } = renderSlider();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('4 of 4');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('1 of 4');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('2 of 4');
  });

  it('jumps to a slide with its dot', async () => {
    const { user, current } = renderSlider();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('stops when paused and goes on when played', async () => {
    const { user, current, carousel } = renderSlider();
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    // Moving the pointer out again: only the pause button should hold the slider now.
    await user.unhover(carousel);
    blurFocus();
    wait(10_000);
    expect(current()).toBe('1 of 4');
    await user.click(screen.getByRole('button', { name: 'Play slides' }));
    await user.unhover(carousel);
    blurFocus();
    wait(3000);
    expect(current()).toBe('2 of 4');
  });

  it('waits while the pointer is over it', async () => {
    const { user, current, carousel } = renderSlider();
    await user.hover(carousel);
    wait(6000);
    expect(current()).toBe('1 of 4');
    await user.unhover(carousel);
    wait(3000);
    expect(current()).toBe('2 of 4');
  });

  it('never moves on its own when the shopper prefers reduced motion', () => {
    mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const { current } = renderSlider();
    wait(12_000);
    expect(current()).toBe('1 of 4');
  });

  // Which of the two shows is the stylesheet's choice (by viewport, checked in the browser: test/e2e/home.spec.ts).
  it('"Shop now" is a link to /shop for wide screens', async () => {
    const { user, router } = renderSlider();
    const [shopNow] = screen
      .getAllByRole('link', { name: 'Shop now', hidden: true })
      .filter((link) => link.matches('a[href]'));
    if (!shopNow) throw new Error('no Shop now link');
    await user.click(shopNow);
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('"Shop now" for phones is a disabled link that goes nowhere', async () => {
    const { user, router } = renderSlider();
    const phone = screen
      .getAllByRole('link', { name: 'Shop now', hidden: true })
      .filter((link) => link.getAttribute('aria-disabled') === 'true');
    expect(phone).toHaveLength(4);
    for (const link of phone) {
      expect(link).not.toHaveAttribute('href');
      await user.click(link);
    }
    expect(router.state.location.pathname).toBe('/');
  });
});
