/*
 * The avoid list as kept under `avoid` (src/features/avoid/avoidList.ts): its read never throws, reads what it cannot
 * use as empty with one warning, drops a name it cannot use (not text, blank, or one already listed in another
 * spelling) with one warning; its write says when storage refused it; it marks nothing on <html>.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { AVOID_KEY } from '../../../src/features/avoid/avoidKey';
import { avoidList } from '../../../src/features/avoid/avoidList';
import { createMemoryStorage } from '../../support/memoryStorage';

const UNREADABLE = 'The ingredients you avoid could not be read; starting with none avoided.';

const keeping = (raw: string) => createMemoryStorage({ [AVOID_KEY]: raw });

describe('reading the avoid list', () => {
  it('is kept under "avoid"', () => {
    expect(avoidList.key).toBe('avoid');
  });

  it('is empty when nothing is kept, and says nothing', () => {
    const warn = jest.fn();
    expect(avoidList.read(createMemoryStorage(), warn)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives the names kept, as kept, in the order kept, and says nothing', () => {
    const warn = jest.fn();
    expect(avoidList.read(keeping('["Linalool"]'), warn)).toEqual(['Linalool']);
    expect(avoidList.read(keeping('["Limonene","LINALOOL","Rose Flower Oil / Extract"]'), warn)).toEqual([
      'Limonene',
      'LINALOOL',
      'Rose Flower Oil / Extract',
    ]);
    expect(avoidList.read(keeping('[]'), warn)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '["Linalool"'],
    ['an object', JSON.stringify({ names: ['Linalool'] })],
    ['a name alone', JSON.stringify('Linalool')],
    ['a number', '42'],
    ['null', 'null'],
    ['empty text', ''],
  ])('of %s is empty, with one warning, and never throws', (_what, raw) => {
    const warn = jest.fn();
    expect(avoidList.read(keeping(raw), warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(UNREADABLE);
  });

  it('warns in the console when no one else is told', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(avoidList.read(keeping('not json'))).toEqual([]);
    expect(warn).toHaveBeenCalledWith(UNREADABLE);
  });

  it('drops a name that is not text, blank, or already listed in another spelling, with one warning', () => {
    const warn = jest.fn();
    const read = avoidList.read(
      keeping(
        JSON.stringify([
          'Linalool',
          7,
          null,
          '',
          '   ',
          { name: 'Geraniol' },
          ['Geraniol'],
          'LINALOOL',
          ' línalool ',
          'Limonene',
          true,
          'Limonene',
        ]),
      ),
      warn,
    );
    expect(read).toEqual(['Linalool', 'Limonene']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Dropped 10 unreadable ingredient(s) from those you avoid.');
  });

  it('keys each name as the ingredient tables do, so one ingredient counts once', () => {
    expect(avoidList.keys(['Linalool', 'Rose Flower Oil / Extract'])).toEqual(
      new Set(['linalool', 'rose flower oil/extract']),
    );
    expect(avoidList.count(['Linalool', 'Limonene'])).toBe(2);
  });
});

describe('keeping the avoid list', () => {
  it('writes the names as a JSON list under "avoid", which reads back the same', () => {
    const storage = createMemoryStorage();
    expect(avoidList.write(storage, ['Linalool', 'Limonene'])).toBe(true);
    expect(storage.writes).toEqual([[AVOID_KEY, '["Linalool","Limonene"]']]);
    expect(avoidList.read(storage)).toEqual(['Linalool', 'Limonene']);
  });

  it('says false when storage refuses, and never throws', () => {
    expect(avoidList.write({ read: () => null, write: () => false }, ['Linalool'])).toBe(false);
  });

  it('marks nothing on <html>: nothing it changes is drawn before the store runs', () => {
    const root = document.createElement('html');
    avoidList.mark(root, ['Linalool']);
    avoidList.mark(root, []);
    expect(root.getAttributeNames()).toEqual([]);
  });
});
