/*
 * The compare list as kept under `compare` (src/features/compare/compareList.ts): a JSON list of ids as text, read
 * without ever throwing, what cannot be read left out with one warning, and its mark on <html>.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { COMPARE_KEY, compareList } from '../../../src/features/compare';
import { ATTR_COMPARE_LIST, COMPARE_LIST_ITEMS } from '../../../src/lib/pageContract';
import { createMemoryStorage } from '../../support/memoryStorage';

const read = (text: string) => {
  const warn = jest.fn();
  const ids = compareList.read(createMemoryStorage({ [COMPARE_KEY]: text }), warn);
  return { ids, warnings: warn.mock.calls.map(([message]) => message) };
};

describe('the compare list kept in storage', () => {
  it('is kept under "compare" as a JSON list of ids as text', () => {
    expect(COMPARE_KEY).toBe('compare');
    expect(compareList.text(['3', '7'])).toBe('["3","7"]');
    expect(read('["3","7"]')).toEqual({ ids: ['3', '7'], warnings: [] });
  });

  it('is empty when nothing is kept', () => {
    expect(compareList.read(createMemoryStorage())).toEqual([]);
  });

  it.each([
    ['not JSON', '["3",'],
    ['not a list', '{"ids":["3"]}'],
    ['a number', '3'],
  ])('is empty, with one warning, when what is kept is %s', (_what, text) => {
    expect(read(text)).toEqual({
      ids: [],
      warnings: ['The products to compare could not be read; starting with none chosen.'],
    });
  });

  it('drops what is not an id as text, and an id kept twice, with one warning', () => {
    expect(read('["3", 7, null, "", "3", {"id":"4"}, "5"]')).toEqual({
      ids: ['3', '5'],
      warnings: ['Dropped 5 unreadable product(s) from those to compare.'],
    });
  });

  it('marks <html> with whether products are chosen, and how many', () => {
    const root = document.createElement('html');
    compareList.mark(root, ['1', '2']);
    expect(root).toHaveAttribute(ATTR_COMPARE_LIST, 'some');
    expect(root.style.getPropertyValue(COMPARE_LIST_ITEMS)).toBe('2');
    compareList.mark(root, []);
    expect(root).toHaveAttribute(ATTR_COMPARE_LIST, 'none');
  });
});
