import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { revealResults } from '../../../src/features/shop/keepInView';

// A search, a need or an order asked for in the shop shows its answer: the results' heading under the header and
// the whole first result (name, price, Add to Cart) on the screen; when they already show, nothing moves.

let scrolled: Element[] = [];

/** A rectangle `top` px down the screen, `height` tall (jsdom lays nothing out: the browser's answer is given). */
const placed = (element: Element, top: number, height: number) => {
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height });
};

/** The shop's results section: its heading at `headingTop`, and a first result from `cardTop`, `cardHeight` tall. */
function paintResults(headingTop: number, card?: { top: number; height: number }) {
  const section = document.createElement('section');
  const heading = document.createElement('h2');
  placed(heading, headingTop, 40);
  heading.scrollIntoView = function record(this: Element) {
    scrolled.push(this);
  };
  section.append(heading);
  if (card) {
    const list = document.createElement('ul');
    const article = document.createElement('article');
    placed(article, card.top, card.height);
    list.append(article);
    section.append(list);
  }
  document.body.append(section);
  return heading;
}

beforeEach(() => {
  scrolled = [];
  window.innerHeight = 844;
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('revealResults', () => {
  it('leaves the page when the heading and the whole first result are on screen', () => {
    revealResults(paintResults(100, { top: 200, height: 400 }));
    expect(scrolled).toEqual([]);
  });

  it('brings the heading up when the first result ends below the screen, though its top shows', () => {
    const heading = paintResults(500, { top: 590, height: 400 });
    revealResults(heading);
    expect(scrolled).toEqual([heading]);
  });

  it('brings the heading down when it is above the screen', () => {
    const heading = paintResults(-300, { top: -200, height: 400 });
    revealResults(heading);
    expect(scrolled).toEqual([heading]);
  });

  it('with no result on the page, counts the room a whole first result takes', () => {
    revealResults(paintResults(100));
    expect(scrolled).toEqual([]);
    document.body.replaceChildren();
    const low = paintResults(400);
    revealResults(low);
    expect(scrolled).toEqual([low]);
  });
});
