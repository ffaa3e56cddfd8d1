/*
 * "Compare ‹name›" (src/features/compare/CompareToggle.tsx) beside the header's "Compare (n)"
 * (CompareControl.tsx): a toggle named by its visible word and its product, pressed while chosen, kept under
 * `compare`; a fourth refused, its toggle unpressed, and the message shown and said.
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { booted } from '../../../src/app/lifecycle';
import { add } from '../../../src/features/cart';
import { COMPARE_KEY, CompareControl, CompareToggle, REFUSAL } from '../../../src/features/compare';
import { ATTR_COMPARE_COUNT, ATTR_COMPARE_REFUSED, ATTR_COMPARE_TOGGLE } from '../../../src/lib/pageContract';
import { makeProduct } from '../../support/fixtures';
import { createMemoryStorage } from '../../support/memoryStorage';
import { renderWithProviders } from '../../support/renderWithProviders';

const products = ['Dew Drop Serum', 'Rosehip Glow Oil', 'Green Tea Toner', 'Oat Cloud Moisturiser'].map((name, place) =>
  makeProduct({ id: place + 1, name }),
);

function renderToggles(kept?: string) {
  const storage = createMemoryStorage(kept === undefined ? {} : { [COMPARE_KEY]: kept });
  const view = renderWithProviders(
    <>
      <CompareControl addToCart={add} place="header" />
      {products.map((product) => (
        <CompareToggle key={product.id} product={product} />
      ))}
    </>,
    { storage },
  );
  act(() => {
    view.store.dispatch(booted());
  });
  return { ...view, storage };
}

const toggle = (name: string) => screen.getByRole('button', { name: `Compare ${name}` });
const refusalShown = () => document.documentElement.hasAttribute(ATTR_COMPARE_REFUSED);

describe('the Compare toggle', () => {
  it('is named "Compare ‹name›", shows "Compare", and carries its product for the painted page', () => {
    renderToggles();
    const serum = toggle('Dew Drop Serum');
    expect(serum).toHaveAttribute('aria-pressed', 'false');
    expect(serum).toHaveAttribute('type', 'button');
    expect(serum).toHaveAttribute(ATTR_COMPARE_TOGGLE, '');
    expect(serum).toHaveAttribute('data-product-id', '1');
    // Its visible word starts its name, which a speech user says to press it (WCAG 2.5.3).
    expect(serum.textContent.trim()).toMatch(/^Compare\b/);
  });

  it('is pressed at a click and kept under "compare"; the header counts it; a second click releases it', async () => {
    const { user, storage } = renderToggles();
    const serum = toggle('Dew Drop Serum');
    await user.click(serum);
    expect(serum).toHaveAttribute('aria-pressed', 'true');
    expect(storage.values.get(COMPARE_KEY)).toBe('["1"]');
    const control = screen.getByRole('button', { name: 'Compare (1)' });
    expect(control).toHaveAttribute(ATTR_COMPARE_COUNT, '1');
    await user.click(serum);
    expect(serum).toHaveAttribute('aria-pressed', 'false');
    expect(storage.values.get(COMPARE_KEY)).toBe('[]');
    expect(control).toHaveAttribute(ATTR_COMPARE_COUNT, '0');
  });

  it('is pressed for the products kept, once the list is read', () => {
    renderToggles('["2","3"]');
    expect(toggle('Rosehip Glow Oil')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('Green Tea Toner')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('Dew Drop Serum')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Compare (2)' })).toBeInTheDocument();
  });

  it('refuses a fourth: it stays unpressed, and the message says why, on screen and aloud, until closed', async () => {
    const { user, storage } = renderToggles('["1","2","3"]');
    const fourth = toggle('Oat Cloud Moisturiser');
    expect(refusalShown()).toBe(false);
    await user.click(fourth);
    expect(fourth).toHaveAttribute('aria-pressed', 'false');
    expect(storage.values.get(COMPARE_KEY)).toBe('["1","2","3"]');
    expect(refusalShown()).toBe(true);
    expect(screen.getByText(REFUSAL, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(REFUSAL);
    await user.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(refusalShown()).toBe(false);

    // One taken off, the fourth goes in.
    await user.click(fourth);
    expect(refusalShown()).toBe(true);
    await user.click(toggle('Rosehip Glow Oil'));
    expect(refusalShown()).toBe(false);
    await user.click(fourth);
    expect(fourth).toHaveAttribute('aria-pressed', 'true');
    expect(storage.values.get(COMPARE_KEY)).toBe('["1","3","4"]');
  });
});
