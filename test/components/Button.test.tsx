import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Button, ButtonLink, buttonClassName } from '../../src/components/Button/Button';
import { renderWithProviders } from '../support/renderWithProviders';

describe('Button and ButtonLink', () => {
  it('is a plain button unless told to submit, so a button in a form never sends it by accident', () => {
    renderWithProviders(
      <form>
        <Button>Load More</Button>
        <Button type="submit" variant="accent">
          Subscribe
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Load More' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  });

  it('gives each variant its own look, and keeps the classes it is given', () => {
    renderWithProviders(
      <>
        <Button variant="ghost" className="extra">
          Show Less
        </Button>
        <ButtonLink to="/shop">Browse the shop</ButtonLink>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveClass(buttonClassName('ghost').split(' ')[1] ?? '');
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveClass('extra');
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(new Set([buttonClassName('primary'), buttonClassName('accent'), buttonClassName('ghost')]).size).toBe(3);
  });
});
