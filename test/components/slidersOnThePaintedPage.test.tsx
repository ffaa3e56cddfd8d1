/*
 * The carousels on a built page, before the app (src/components/Slider/slidersOnThePaintedPage.ts): previous, next and
 * the dots move the painted slides at the tap (or, before their small chunk has come, as it comes), by the store's own rule (src/components/Slider/slideMoves.ts); the
 * app, started at the first slide, plays the same taps and shows the same slide, without a mismatch.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useBuiltPages } from '../support/builtPage';
import { useCatalogServer } from '../support/catalogServer';

const server = useCatalogServer();
const built = useBuiltPages(server);

const hero = () => screen.getByRole('region', { name: 'Mossbloom highlights' });
/** The slide shown: the one slide assistive technology hears. */
const shownSlide = () => within(hero()).getByRole('group').getAttribute('aria-label');
const control = (name: string) => within(hero()).getByRole('button', { name });

describe('the hero carousel on a built page', () => {
  it('moves at the tap before the app, wrapping both ways, and the app lands on the same slide', async () => {
    const user = userEvent.setup();
    const page = await built.paint('/');
    void page.enter();
    expect(shownSlide()).toBe('1 of 4');

    await user.click(control('Next slide'));
    // Answered as soon as the carousels' answer has come, in its chunk, right after the first paint.
    await waitFor(() => {
      expect(shownSlide()).toBe('2 of 4');
    });
    expect(control('Go to slide 2')).toHaveAttribute('aria-current', 'true');
    expect(control('Go to slide 1')).not.toHaveAttribute('aria-current');
    // Answered on screen: no pending look.
    expect(control('Next slide')).not.toHaveAttribute('aria-busy');
    await user.click(control('Go to slide 4'));
    expect(shownSlide()).toBe('4 of 4');
    await user.click(control('Next slide'));
    expect(shownSlide()).toBe('1 of 4');
    await user.click(control('Previous slide'));
    expect(shownSlide()).toBe('4 of 4');
    expect(control('Go to slide 4')).toHaveAttribute('aria-current', 'true');

    await page.startApp();
    // The app played the four taps from its first slide: the same slide, the same dot (useBuiltPages fails on any
    // other mismatch).
    expect(shownSlide()).toBe('4 of 4');
    expect(control('Go to slide 4')).toHaveAttribute('aria-current', 'true');
    expect(within(hero()).getAllByRole('button', { current: true })).toHaveLength(1);
    await user.click(control('Next slide'));
    expect(shownSlide()).toBe('1 of 4');
    expect(control('Go to slide 1')).toHaveAttribute('aria-current', 'true');
  });

  it("waits for the app, its taps taken, when the carousels' chunk cannot load", async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await built.paint('/');
    void page.enter({ laterFeatures: () => Promise.reject(new Error('Loading chunk painted failed.')) });
    await user.click(control('Next slide'));
    expect(control('Next slide')).toHaveAttribute('aria-busy', 'true');
    expect(shownSlide()).toBe('1 of 4');

    await page.startApp();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/wait for the store/), expect.any(Error));
    expect(shownSlide()).toBe('2 of 4');
    expect(control('Next slide')).not.toHaveAttribute('aria-busy');
  });
});
