/*
 * The product page's "Avoid ‹ingredient›" toggles on a built page, before the app
 * (src/features/avoid/avoidOnThePaintedPage.ts, one of the features whose taps may wait a moment): the entry presses
 * the toggles of the ingredients the list holds, compared as the list compares names, and a tap keeps the list at
 * once; then the app's store brings the list in its chunk, hydrates the same toggles and says what the product
 * contains. With storage refused, the tap waits for the app, whose store keeps the list for the visit.
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVOID_KEY } from '../../../src/features/avoid/avoidKey';
import { useBuiltPages } from '../../support/builtPage';
import { useCatalogServer } from '../../support/catalogServer';
import { createMemoryStorage } from '../../support/memoryStorage';
import type { MemoryStorage } from '../../support/memoryStorage';
import { productAt } from '../../support/products';

const server = useCatalogServer();
const built = useBuiltPages(server);

/** The shipped Night Garden Cream: its list holds Linalool, Limonene and Geraniol. */
const nightCream = productAt(5);
const creamPage = `/selectedproduct/${String(nightCream.id)}`;

const toggle = (ingredient: string) => screen.getByRole('button', { name: `Avoid ${ingredient}` });
const pressed = (ingredient: string) => toggle(ingredient).getAttribute('aria-pressed');
const kept = (storage: MemoryStorage) => JSON.parse(storage.values.get(AVOID_KEY) ?? 'null') as unknown;
/** The product page's own article, not the suggestions under it. */
const detail = () => within(screen.getByRole('article', { name: nightCream.name }));

/** What another tab's save of the list fires in this one. */
function anotherTabKeeps(storage: MemoryStorage, value: string) {
  storage.values.set(AVOID_KEY, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: AVOID_KEY, newValue: value }));
  });
}

describe('the Avoid toggles on a built product page, before the app', () => {
  it('are pressed for the ingredients the list holds, in any spelling, and a tap on one releases it', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({ [AVOID_KEY]: '["LINALOOL"," geraniol"]' });
    const page = await built.paint(creamPage);
    // The page as the build wrote it: the server knows no list.
    expect(pressed('Linalool')).toBe('false');
    void page.enter({ storage });
    await waitFor(() => {
      expect(pressed('Linalool')).toBe('true');
    });
    expect(pressed('Geraniol')).toBe('true');
    expect(pressed('Limonene')).toBe('false');
    expect(pressed('Linalyl Acetate')).toBe('false');
    expect(pressed('Aqua')).toBe('false');

    // "Linalool" on the label is the "LINALOOL" kept: the tap takes it off, and keeps the other as it was.
    await user.click(toggle('Linalool'));
    expect(pressed('Linalool')).toBe('false');
    expect(kept(storage)).toEqual([' geraniol']);

    // The store reads the same list, and names the ingredient as the label does.
    await page.startApp();
    expect(await detail().findByText('Contains Geraniol, which you avoid')).toBeVisible();
    expect(pressed('Geraniol')).toBe('true');
    expect(pressed('Linalool')).toBe('false');
  });

  it('keeps a tap at once and presses its toggle, follows another tab, and the app takes over', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const page = await built.paint(creamPage);
    void page.enter({ storage });
    await user.click(toggle('Linalool'));
    // Kept at the tap, by the list's own rule: no store exists yet.
    await waitFor(() => {
      expect(pressed('Linalool')).toBe('true');
    });
    expect(toggle('Linalool')).not.toHaveAttribute('aria-busy');
    expect(kept(storage)).toEqual(['Linalool']);
    expect(pressed('Limonene')).toBe('false');

    // Another tab takes it off the list: the painted toggle follows; a tap puts it back.
    anotherTabKeeps(storage, '[]');
    expect(pressed('Linalool')).toBe('false');
    await user.click(toggle('Linalool'));
    expect(pressed('Linalool')).toBe('true');
    expect(kept(storage)).toEqual(['Linalool']);

    await page.startApp();
    // The store brought the list the storage holds (useBuiltPages fails on any mismatch but the pressed toggle's).
    expect(await detail().findByText('Contains Linalool, which you avoid')).toBeVisible();
    expect(pressed('Linalool')).toBe('true');
    await user.click(toggle('Linalool'));
    expect(pressed('Linalool')).toBe('false');
    expect(kept(storage)).toEqual([]);
    expect(detail().queryByText(/which you avoid/)).not.toBeInTheDocument();
    await user.click(toggle('Limonene'));
    expect(pressed('Limonene')).toBe('true');
    expect(kept(storage)).toEqual(['Limonene']);
  });

  it('with storage refused, a tap waits for the app, whose store keeps the list for the visit', async () => {
    const user = userEvent.setup();
    const refusing = { read: () => null, write: () => false };
    const page = await built.paint(creamPage);
    void page.enter({ storage: refusing });
    await user.click(toggle('Linalool'));
    // Nothing could be kept: the tap shows it was taken, and the toggle shows nothing it did not do.
    expect(toggle('Linalool')).toHaveAttribute('aria-busy', 'true');
    expect(pressed('Linalool')).toBe('false');

    await page.startApp();
    await waitFor(() => {
      expect(pressed('Linalool')).toBe('true');
    });
    expect(toggle('Linalool')).not.toHaveAttribute('aria-busy');
    expect(detail().getByText('Contains Linalool, which you avoid')).toBeVisible();
    await user.click(toggle('Geraniol'));
    expect(await detail().findByText('Contains Linalool and Geraniol, which you avoid')).toBeVisible();
  });
});
