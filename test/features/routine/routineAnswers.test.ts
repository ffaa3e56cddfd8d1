/*
 * The finder's answers in the home page's query (src/features/routine/routineAnswers.ts): read without ever throwing,
 * what the finder does not know left out; written in one order, so the same answers make the same URL and read back
 * as they were.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { NEEDS } from '../../../src/features/catalog';
import { FREE_FROM, SKIN_TYPES, USE_TIMES } from '../../../src/features/ingredients';
import { answersQuery, readAnswers } from '../../../src/features/routine/routineAnswers';
import { hasAnswers } from '../../../src/features/routine/routineQuestions';
import { NO_ANSWERS } from '../../../src/features/routine/routineRules';
import type { Answers } from '../../../src/features/routine/routineRules';

const read = (query: string) => readAnswers(new URLSearchParams(query));

describe('reading the answers', () => {
  it('reads each answer by its name', () => {
    expect(
      read('skin=dry&concern=Hydrates&concern=Soothes&free=fragrance&free=alcohol&avoid=Linalool&when=evening'),
    ).toEqual({
      skin: 'dry',
      concerns: ['Soothes', 'Hydrates'],
      freeFrom: ['fragrance', 'alcohol'],
      avoid: ['Linalool'],
      when: 'evening',
    });
  });

  it('reads no answers as none: both routines from the whole catalogue', () => {
    expect(read('')).toEqual(NO_ANSWERS);
    expect(NO_ANSWERS).toEqual({ skin: null, concerns: [], freeFrom: [], avoid: [], when: 'both' });
  });

  it('leaves out what it does not know, without throwing', () => {
    expect(
      read('skin=greasy&concern=Glows&concern=hydrates&free=gluten&free=Fragrance&when=noon&avoid=&avoid=%20%20'),
    ).toEqual(NO_ANSWERS);
    expect(read('skin=Dry&when=MORNING')).toEqual(NO_ANSWERS);
    expect(read('skin=oily&skin=dry')).toEqual({ ...NO_ANSWERS, skin: 'oily' });
  });

  it('keeps the first two concerns it knows, each once', () => {
    expect(read('concern=Feeds&concern=Nope&concern=Feeds&concern=Tones&concern=Protects').concerns).toEqual([
      'Feeds',
      'Tones',
    ]);
  });

  it('keeps each free-from word once', () => {
    expect(read('free=parabens&free=fragrance&free=parabens').freeFrom).toEqual(['fragrance', 'parabens']);
  });

  it('keeps each avoided ingredient once, as the avoid list compares names, in the order given', () => {
    expect(read('avoid=Limonene&avoid=%20LINALOOL%20&avoid=limonene&avoid=Linalool').avoid).toEqual([
      'Limonene',
      'LINALOOL',
    ]);
  });

  it('reads a need of several words, as a form sends it', () => {
    expect(read('concern=Makeup+Removal&concern=Regenerates%20after%20UV%20exposure').concerns).toEqual([
      'Makeup Removal',
      'Regenerates after UV exposure',
    ]);
  });
});

describe('writing the answers', () => {
  it('writes them in one order: skin, concerns, free-from words, avoided ingredients, when', () => {
    const answers: Answers = {
      skin: 'dry',
      concerns: ['Hydrates', 'Makeup Removal'],
      freeFrom: ['parabens', 'fragrance'],
      avoid: ['Linalool', 'Caprylic/Capric Triglyceride'],
      when: 'both',
    };
    expect(answersQuery(answers)).toBe(
      'skin=dry&concern=Makeup+Removal&concern=Hydrates&free=fragrance&free=parabens' +
        '&avoid=Linalool&avoid=Caprylic%2FCapric+Triglyceride&when=both',
    );
  });

  it('writes the example of the issue as it reads', () => {
    expect(answersQuery({ ...NO_ANSWERS, skin: 'dry', concerns: ['Hydrates'] })).toBe(
      'skin=dry&concern=Hydrates&when=both',
    );
    expect(answersQuery(NO_ANSWERS)).toBe('when=both');
  });

  it('makes the same query for the same answers, whatever order they were ticked in', () => {
    const one = answersQuery({ ...NO_ANSWERS, concerns: ['Soothes', 'Feeds'], freeFrom: ['alcohol', 'fragrance'] });
    const other = answersQuery({ ...NO_ANSWERS, concerns: ['Feeds', 'Soothes'], freeFrom: ['fragrance', 'alcohol'] });
    expect(one).toBe(other);
  });

  it('writes at most two concerns', () => {
    expect(answersQuery({ ...NO_ANSWERS, concerns: ['Tones', 'Feeds', 'Protects'] })).toBe(
      'concern=Feeds&concern=Tones&when=both',
    );
  });

  it('reads back what it wrote (any answers)', () => {
    const answers = fc.record({
      skin: fc.constantFrom(null, ...SKIN_TYPES),
      concerns: fc.uniqueArray(fc.constantFrom(...NEEDS), { maxLength: 2 }),
      freeFrom: fc.uniqueArray(fc.constantFrom(...FREE_FROM)),
      avoid: fc.uniqueArray(
        fc.constantFrom(
          'Linalool',
          'Limonene',
          'Citral',
          'Caprylic/Capric Triglyceride',
          '1,2-Hexanediol',
          'Aqua & Co',
        ),
      ),
      when: fc.constantFrom(...USE_TIMES),
    });
    fc.assert(
      fc.property(answers, (given) => {
        const back = read(answersQuery(given));
        expect(answersQuery(back)).toBe(answersQuery(given));
        expect(back).toEqual({
          ...given,
          concerns: NEEDS.filter((need) => given.concerns.includes(need)),
          freeFrom: FREE_FROM.filter((word) => given.freeFrom.includes(word)),
        });
      }),
    );
  });

  it('never throws on any query, and writes what it read as it reads it again', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const answers = read(query);
        expect(read(answersQuery(answers))).toEqual(answers);
      }),
    );
  });
});

describe('whether the query holds answers', () => {
  it.each([
    ['', false],
    ['utm_source=newsletter', false],
    ['q=serum', false],
    ['when=both', true],
    ['skin=dry', true],
    ['concern=Hydrates', true],
    ['free=fragrance', true],
    ['avoid=Linalool', true],
    ['skin=greasy', true],
  ])('%p: %p', (query, expected) => {
    expect(hasAnswers(new URLSearchParams(query))).toBe(expected);
  });
});
