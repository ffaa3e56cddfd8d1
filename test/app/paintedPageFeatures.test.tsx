/*
 * The plug-in point of the painted page (src/lib/paintedPage.ts): the entry runs whatever features it is given, alike
 * and in their order. Two features declared here, after the store's own (src/app/paintedPageFeatures.ts), answer taps
 * on a built page before the app, each its own control, in the order the shopper tapped; the app hands each over to
 * the store once, the moment the store is made, and each stops painting once React renders the page.
 */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { laterPaintedPageFeatures, paintedPageFeatures } from '../../src/app/paintedPageFeatures';
import { later } from '../../src/app/paintedPageFeaturesLater';
import type { AppStore } from '../../src/app/store';
import type { PaintedPageFeature } from '../../src/lib/paintedPage';
import { useBuiltPages } from '../support/builtPage';
import { useCatalogServer } from '../support/catalogServer';

const server = useCatalogServer();
const built = useBuiltPages(server);

/** A feature that answers the button named `control` itself, noting each answer and whether the store made it. */
function featureAnswering(control: string, answered: string[]) {
  const handedOver: AppStore[] = [];
  let painted = 0;
  let stopped = 0;
  const feature: PaintedPageFeature<AppStore> = {
    name: control,
    sets: [],
    onPaintedPage: () => {
      painted += 1;
      let through = 'the painted page';
      return {
        answer: (button) => {
          if (button.textContent.trim() !== control) return undefined;
          answered.push(`${control}, through ${through}`);
          return 'answered';
        },
        handOver: () =>
          Promise.resolve((store: AppStore) => {
            handedOver.push(store);
            through = 'the store';
          }),
        stop: () => {
          stopped += 1;
        },
      };
    },
  };
  return { feature, handedOver, painted: () => painted, stopped: () => stopped };
}

describe('features on the painted page', () => {
  it('answer their own taps before the app, in the order made, and are each handed over to the store once', async () => {
    const user = userEvent.setup();
    const answered: string[] = [];
    const loadMore = featureAnswering('Load More', answered);
    const pages = featureAnswering('Pages', answered);
    const page = await built.paint('/shop');
    const button = (name: string) => screen.getByRole('button', { name });
    let storeWhenMade: AppStore | undefined;
    void page.enter({
      features: [...paintedPageFeatures, loadMore.feature, pages.feature],
      whenTheStoreIsMade: () => {
        storeWhenMade = loadMore.handedOver[0];
        button('Load More').click();
      },
    });

    await user.click(button('Pages'));
    await user.click(button('Load More'));
    await user.click(button('Pages'));
    expect(answered).toEqual([
      'Pages, through the painted page',
      'Load More, through the painted page',
      'Pages, through the painted page',
    ]);
    // Answered whole: nothing waits for the app.
    expect(button('Pages')).not.toHaveAttribute('aria-busy');
    expect(button('Load More')).not.toHaveAttribute('aria-busy');
    expect([loadMore.handedOver, pages.handedOver]).toEqual([[], []]);

    await page.startApp();
    // Handed over the moment the store was made, before the page hydrated: the tap then went through the store.
    expect(storeWhenMade).toBeDefined();
    expect(answered.at(-1)).toBe('Load More, through the store');
    expect(loadMore.handedOver).toEqual([storeWhenMade]);
    expect(pages.handedOver).toEqual([storeWhenMade]);
    expect([loadMore.painted(), pages.painted()]).toEqual([1, 1]);
    expect([loadMore.stopped(), pages.stopped()]).toEqual([1, 1]);
    // The shop showed no more products: the feature answered Load More whole, and the app never saw it.
    expect(screen.getByText(/^Showing 8 of /)).toBeInTheDocument();
  });
});

describe('the features whose taps may wait', () => {
  it('are asked for by a page with one of their controls, and by no other', async () => {
    const withCarousel = document.implementation.createHTMLDocument('home');
    withCarousel.body.innerHTML = '<section><button type="button" data-slide-to="next">Next slide</button></section>';
    expect((await laterPaintedPageFeatures(withCarousel)).map((feature) => feature.name)).toEqual(
      later.map((feature) => feature.name),
    );
    expect(later).not.toHaveLength(0);

    const without = document.implementation.createHTMLDocument('shop');
    without.body.innerHTML = '<main><button type="button">Load More</button></main>';
    expect(await laterPaintedPageFeatures(without)).toEqual([]);
  });
});
