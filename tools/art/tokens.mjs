// @ts-check
// The brand's design tokens, in one place: every colour of the pictures and of the shop, and the shop's type,
// spacing and shape scales. The pictures read their colours here; tokens-css.mjs writes src/styles/tokens.css.

/** Every brand colour, as upper-case #RRGGBB (the pictures write them as they are; the CSS in lower case). */
export const colours = Object.freeze({
  cream: '#F7F2E8',
  paper: '#FFFDF8',
  sand: '#E9DFC9',
  forest: '#1E3B2F',
  forestDeep: '#143026',
  moss: '#3F6B4E',
  sage: '#A9BFA0',
  sageLight: '#DCE6D3',
  clay: '#E8B69A',
  blush: '#F1D9CB',
  /** The pictures' terracotta: a warm fill, too light to carry text on cream. */
  terracotta: '#C2693F',
  /** The shop's terracotta for text, buttons and focus rings: a darker shade, so it reads on cream. */
  terracottaText: '#A9522D',
  /** terracottaText when hovered or pressed. */
  terracottaTextDark: '#8C4122',
  /** Secondary text in the shop. */
  muted: '#52645A',
  /** Hairlines and borders in the shop. */
  line: '#D9CFBC',
  /** Rating stars: filled, and the outline of an empty one. */
  star: '#B4532A',
  starEmpty: '#9A8F7E',
  leaf: '#5E8A62',
  gold: '#D9A548',
  white: '#FFFFFF',
  black: '#000000',
});

/** @typedef {keyof typeof colours} ColourName */

/** Font stacks. The display face's fallbacks are measured in src/styles/display-font-fallbacks.css. */
export const fonts = Object.freeze({
  display: "'Fraunces', var(--font-display-fallbacks)",
  text: "system-ui, -apple-system, 'Segoe UI', roboto, 'Helvetica Neue', arial, sans-serif",
});

/** Type sizes, smallest first; the larger ones grow with the viewport. */
export const textSizes = Object.freeze({
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: '1.25rem',
  xl: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  '2xl': 'clamp(1.9rem, 1.4rem + 2vw, 2.75rem)',
  '3xl': 'clamp(2.2rem, 1.5rem + 3vw, 3.75rem)',
});

/** The spacing scale, step 1 first. */
export const spaces = Object.freeze(['0.25rem', '0.5rem', '0.75rem', '1rem', '1.5rem', '2rem', '3rem', '4.5rem']);

export const radii = Object.freeze({ sm: '6px', md: '14px', lg: '24px', pill: '999px' });

/** Shadows, tinted with forestDeep (rgb 20 48 38). */
export const shadows = Object.freeze({
  soft: '0 10px 30px -18px rgb(20 48 38 / 45%)',
  card: '0 2px 4px rgb(20 48 38 / 6%), 0 12px 32px -20px rgb(20 48 38 / 40%)',
});

export const layout = Object.freeze({ container: '1200px', headerHeight: '72px' });
