/*
 * A pressed toggle on the painted page (src/lib/pressedToggle.ts), declared as a feature other than the heart would
 * declare one: its buttons found by their attribute, what each presses named by another (`keyAttribute`) and keyed
 * as its list keys its entries (`keyOfButton`). It presses the toggles its list holds and follows the list until it
 * stops; it answers a tap by its rule, kept at once, and leaves to the app a tap it cannot keep or a subject it does
 * not know; once handed over, a tap goes through the store.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { isText } from '../../src/lib/guards';
import { keptList } from '../../src/lib/keptList';
import type { PaintedPage } from '../../src/lib/paintedPage';
import { pressedToggle } from '../../src/lib/pressedToggle';
import type { PressedToggleDeclaration, Toggle } from '../../src/lib/pressedToggle';
import type { KeyValueStorage } from '../../src/lib/storage';
import { createMemoryStorage } from '../support/memoryStorage';
import type { MemoryStorage } from '../support/memoryStorage';

const KEY = 'marked';

/** A list of names compared without case, as the avoid list compares ingredients. */
const marked = keptList<string>({
  key: KEY,
  entry: isText,
  keyOf: (name) => name.toLowerCase(),
  unreadable: 'The marks could not be read.',
  dropped: (count) => `Dropped ${String(count)} mark(s).`,
});

/** What a test's store records of the taps handed to it. */
type FakeStore = { taps: string[] };

const declaration: PressedToggleDeclaration<FakeStore, string, string> = {
  name: 'marks',
  attribute: 'data-mark',
  keyAttribute: 'data-mark-name',
  keyOfButton: (name) => name.toLowerCase(),
  list: marked,
  rule: (entries, name) =>
    entries.some((entry) => entry.toLowerCase() === name.toLowerCase())
      ? entries.filter((entry) => entry.toLowerCase() !== name.toLowerCase())
      : [...entries, name],
  // A name the page does not know is left to the app.
  subjects: () => (name) => (name === 'Unknown' ? undefined : name),
  handOver: () =>
    Promise.resolve({
      toggleThroughTheStore:
        (store: FakeStore, inStorage: Toggle<string, string>): Toggle<string, string> =>
        (name) => {
          store.taps.push(name);
          return inStorage(name);
        },
    }),
};
const markToggle = pressedToggle(declaration);

/** A painted page with a toggle for each name, and a button that only shares the name's attribute. */
function paintedPage(storage: KeyValueStorage, names: string[]): PaintedPage {
  const root = document.createElement('div');
  root.innerHTML = [
    ...names.map((name) => `<button type="button" data-mark data-mark-name="${name}">Mark ${name}</button>`),
    '<button type="button" data-mark-name="Rose">Not a toggle</button>',
  ].join('');
  document.body.append(root);
  return { doc: document, root, storage, announce: () => undefined };
}

const buttonOf = (page: PaintedPage, text: string) => {
  const found = [...page.root.querySelectorAll('button')].find((button) => button.textContent === text);
  if (!found) throw new Error(`No button "${text}".`);
  return found;
};
const pressedOf = (page: PaintedPage, name: string) => buttonOf(page, `Mark ${name}`).getAttribute('aria-pressed');
const keptIn = (storage: MemoryStorage) => JSON.parse(storage.values.get(KEY) ?? 'null') as unknown;

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.innerHTML = '';
});

function start(page: PaintedPage, toggle = markToggle) {
  const painted = toggle.onPaintedPage(page);
  stops.push(() => painted.stop?.());
  return painted;
}

describe('a pressed toggle on the painted page', () => {
  it('presses the toggles whose name its list holds, in any case, and no button that is not one', () => {
    const page = paintedPage(createMemoryStorage({ [KEY]: '["ROSE"]' }), ['Rose', 'Oat']);
    start(page);
    expect(pressedOf(page, 'Rose')).toBe('true');
    expect(pressedOf(page, 'Oat')).toBe('false');
    expect(buttonOf(page, 'Not a toggle')).not.toHaveAttribute('aria-pressed');
  });

  it('answers a tap by its rule, keeps the list at once and presses the toggle', () => {
    const storage = createMemoryStorage({ [KEY]: '["ROSE"]' });
    const page = paintedPage(storage, ['Rose', 'Oat']);
    const { answer } = start(page);
    expect(answer?.(buttonOf(page, 'Mark Oat'))).toBe('answered');
    expect(keptIn(storage)).toEqual(['ROSE', 'Oat']);
    expect(pressedOf(page, 'Oat')).toBe('true');
    expect(answer?.(buttonOf(page, 'Mark Rose'))).toBe('answered');
    expect(keptIn(storage)).toEqual(['Oat']);
    expect(pressedOf(page, 'Rose')).toBe('false');
  });

  it('leaves to the app a button that is not its own, a subject it does not know, and a tap storage refused', () => {
    const storage = createMemoryStorage();
    const page = paintedPage(storage, ['Unknown']);
    const { answer } = start(page);
    expect(answer?.(buttonOf(page, 'Not a toggle'))).toBeUndefined();
    expect(answer?.(buttonOf(page, 'Mark Unknown'))).toBeUndefined();
    expect(storage.writes).toEqual([]);

    document.body.innerHTML = '';
    const refused = paintedPage({ read: () => null, write: () => false }, ['Rose']);
    const refusedAnswer = start(refused).answer;
    expect(refusedAnswer?.(buttonOf(refused, 'Mark Rose'))).toBeUndefined();
    expect(pressedOf(refused, 'Rose')).toBe('false');
  });

  it('paints what else the page shows of the list: now, after a tap, as another tab changes it', () => {
    const storage = createMemoryStorage({ [KEY]: '["Rose"]' });
    const page = paintedPage(storage, ['Rose', 'Oat']);
    const counted = pressedToggle({
      ...declaration,
      alsoPaint: (shown, entries) => {
        shown.root.dataset.count = String(entries.length);
      },
    });
    const { answer } = start(page, counted);
    expect(page.root.dataset.count).toBe('1');
    answer?.(buttonOf(page, 'Mark Oat'));
    expect(page.root.dataset.count).toBe('2');
    storage.values.set(KEY, '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(page.root.dataset.count).toBe('0');
  });

  it('follows the list another tab keeps until it stops', () => {
    const storage = createMemoryStorage();
    const page = paintedPage(storage, ['Rose']);
    const { stop } = start(page);
    storage.values.set(KEY, '["rose"]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(pressedOf(page, 'Rose')).toBe('true');
    stop?.();
    storage.values.set(KEY, '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(pressedOf(page, 'Rose')).toBe('true');
  });

  it('once handed over, answers a tap through the store, given the tap kept in storage', async () => {
    const storage = createMemoryStorage();
    const page = paintedPage(storage, ['Rose']);
    const { answer, handOver } = start(page);
    const store: FakeStore = { taps: [] };
    const toStore = await handOver?.();
    toStore?.(store);
    expect(answer?.(buttonOf(page, 'Mark Rose'))).toBe('answered');
    expect(store.taps).toEqual(['Rose']);
    expect(keptIn(storage)).toEqual(['Rose']);
    expect(pressedOf(page, 'Rose')).toBe('true');
  });

  it('keeps, on a tap before the page, the same list the rule makes', () => {
    const storage = createMemoryStorage();
    const toggle = markToggle.toggleInStorage(storage);
    expect(toggle('Rose')).toEqual(['Rose']);
    expect(toggle('ROSE')).toEqual([]);
    expect(markToggle.toggleInStorage({ read: () => null, write: () => false })('Rose')).toBeUndefined();
  });
});
