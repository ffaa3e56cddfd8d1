/*
 * "Avoid ‹ingredient›" (src/features/avoid/AvoidToggle.tsx): a toggle named by its visible word and its ingredient,
 * pressed while the list holds the ingredient in any spelling, whose click brings the list and keeps it under `avoid`.
 * Its markup names the ingredient as the page contract says, which the painted page keys on before the app.
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { booted } from '../../../src/app/lifecycle';
import { AvoidToggle, selectAvoided } from '../../../src/features/avoid';
import { AVOID_KEY } from '../../../src/features/avoid/avoidKey';
import { ATTR_AVOID_TOGGLE } from '../../../src/lib/pageContract';
import { createMemoryStorage } from '../../support/memoryStorage';
import type { MemoryStorage } from '../../support/memoryStorage';
import { renderWithProviders } from '../../support/renderWithProviders';

const kept = (storage: MemoryStorage) => storage.values.get(AVOID_KEY);

describe('the Avoid toggle', () => {
  it('is named "Avoid Linalool", shows "Avoid", and is not pressed while nothing is avoided', () => {
    renderWithProviders(<AvoidToggle ingredient="Linalool" />);
    const toggle = screen.getByRole('button', { name: 'Avoid Linalool' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute(ATTR_AVOID_TOGGLE, 'Linalool');
    // Its visible word starts its name, which a speech user says to press it (WCAG 2.5.3).
    expect(toggle.textContent.trim()).toMatch(/^Avoid\b/);
  });

  it('is pressed at a click and the list kept under "avoid"; a second click releases it', async () => {
    const storage = createMemoryStorage();
    const { user } = renderWithProviders(<AvoidToggle ingredient="Linalool" />, { storage });
    const toggle = screen.getByRole('button', { name: 'Avoid Linalool' });
    await user.click(toggle);
    await waitFor(() => {
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });
    expect(kept(storage)).toBe('["Linalool"]');
    await user.click(toggle);
    await waitFor(() => {
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });
    expect(kept(storage)).toBe('[]');
  });

  it('is pressed from a list kept in another spelling, and a click takes that spelling off', async () => {
    const storage = createMemoryStorage({ [AVOID_KEY]: '["LINALOOL","Geraniol"]' });
    const { user, store } = renderWithProviders(
      <>
        <AvoidToggle ingredient="Linalool" />
        <AvoidToggle ingredient="Limonene" />
      </>,
      { storage },
    );
    act(() => {
      store.dispatch(booted());
    });
    const linalool = screen.getByRole('button', { name: 'Avoid Linalool' });
    await waitFor(() => {
      expect(linalool).toHaveAttribute('aria-pressed', 'true');
    });
    expect(screen.getByRole('button', { name: 'Avoid Limonene' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(linalool);
    await waitFor(() => {
      expect(linalool).toHaveAttribute('aria-pressed', 'false');
    });
    expect(kept(storage)).toBe('["Geraniol"]');
    expect(selectAvoided(store.getState())).toEqual(['Geraniol']);
  });

  it('still works for the visit when storage refuses the list', async () => {
    const { user, store } = renderWithProviders(<AvoidToggle ingredient="Linalool" />, {
      storage: { read: () => null, write: () => false },
    });
    const toggle = screen.getByRole('button', { name: 'Avoid Linalool' });
    await user.click(toggle);
    await waitFor(() => {
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });
    expect(selectAvoided(store.getState())).toEqual(['Linalool']);
  });
});
