/*
 * Compare on a built page, before the app (src/features/compare/compareOnThePaintedPage.ts): the entry marks <html>,
 * paints the header's count and presses the chosen products' toggles; a tap chooses at once, a fourth is refused with
 * the message; then the app's store reads the same list and hydrates the same toggles and count, without a mismatch.
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARE_KEY, compareList, REFUSAL } from '../../../src/features/compare';
import { ATTR_COMPARE_LIST, ATTR_COMPARE_REFUSED } from '../../../src/lib/pageContract';
import { useBuiltPages } from '../../support/builtPage';
import { useCatalogServer } from '../../support/catalogServer';
import { createMemoryStorage } from '../../support/memoryStorage';
import { productAt } from '../../support/products';

const server = useCatalogServer();
const built = useBuiltPages(server);

const toggleOf = (index: number) => screen.getByRole('button', { name: `Compare ${productAt(index).name}` });
/** The names of "Compare (n)", in the header and floating (the page's styles show one of them at a width). */
const controls = () => screen.getAllByRole('button', { name: /^Compare \(\d\)$/ }).map((button) => button.textContent);
const idOf = (index: number) => String(productAt(index).id);

describe('Compare on a built page, before the app', () => {
  it('shows the kept list, chooses at the tap, refuses a fourth with the message, and the app takes over', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({ [COMPARE_KEY]: compareList.text([idOf(0), idOf(1)]) });
    const page = await built.paint('/shop');
    void page.enter({ storage });
    expect(document.documentElement).toHaveAttribute(ATTR_COMPARE_LIST, 'some');
    // Once the body is parsed.
    await waitFor(() => {
      expect(controls()).toEqual(['Compare (2)', 'Compare (2)']);
    });
    expect(toggleOf(0)).toHaveAttribute('aria-pressed', 'true');
    expect(toggleOf(2)).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggleOf(2));
    // Chosen at the tap, by the rule the store applies: no store exists yet.
    expect(toggleOf(2)).toHaveAttribute('aria-pressed', 'true');
    expect(toggleOf(2)).not.toHaveAttribute('aria-busy');
    expect(controls()).toEqual(['Compare (3)', 'Compare (3)']);
    expect(compareList.read(storage)).toEqual([idOf(0), idOf(1), idOf(2)]);

    await user.click(toggleOf(3));
    expect(toggleOf(3)).toHaveAttribute('aria-pressed', 'false');
    expect(compareList.read(storage)).toHaveLength(3);
    expect(document.documentElement).toHaveAttribute(ATTR_COMPARE_REFUSED);
    expect(screen.getByText(REFUSAL, { selector: '[aria-live]' })).toBeInTheDocument();
    const [close] = screen.getAllByRole('button', { name: 'Close the message' });
    if (close) await user.click(close);
    expect(document.documentElement).not.toHaveAttribute(ATTR_COMPARE_REFUSED);

    // Another tab takes one off: the painted page follows.
    storage.values.set(COMPARE_KEY, compareList.text([idOf(2)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_KEY }));
    });
    expect(toggleOf(0)).toHaveAttribute('aria-pressed', 'false');
    expect(controls()).toEqual(['Compare (1)', 'Compare (1)']);

    await page.startApp();
    // The store read the same list and hydrated the same toggles and count (useBuiltPages fails on a mismatch).
    expect(toggleOf(2)).toHaveAttribute('aria-pressed', 'true');
    expect(controls()).toEqual(['Compare (1)', 'Compare (1)']);
    await user.click(toggleOf(0));
    expect(toggleOf(0)).toHaveAttribute('aria-pressed', 'true');
    expect(controls()).toEqual(['Compare (2)', 'Compare (2)']);
    expect(compareList.read(storage)).toEqual([idOf(2), idOf(0)]);
  });
});
