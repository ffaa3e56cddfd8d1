import type { Product } from '../catalog';
import { ALL_NEEDS, NEEDS } from '../catalog';
import { ALL_NEEDS_FROM, ALL_NEEDS_TO, FEATURED_COUNT, TESTIMONIAL_COUNT } from './homePaints';

export { ALL_NEEDS };

/** The home filter's choices: 'All needs', then each need category of spec §9. */
export const CATEGORIES = [ALL_NEEDS, ...NEEDS] as const;

export type Category = (typeof CATEGORIES)[number];

/** How many of the catalogue's first products a category needs: 'All needs' the first 7, any other need all. */
export function productsNeededFor(category: Category): number {
  return category === ALL_NEEDS ? ALL_NEEDS_TO : Number.POSITIVE_INFINITY;
}

/** 'All needs' shows the products at positions 4 to 7 of the list; any other need, the products of that need. */
export function productsForCategory(products: readonly Product[], category: Category): Product[] {
  if (category === ALL_NEEDS) return products.slice(ALL_NEEDS_FROM, ALL_NEEDS_TO);
  return products.filter((product) => product.category === category);
}

export function featuredProducts(products: readonly Product[]): Product[] {
  return products.slice(0, FEATURED_COUNT);
}

export function testimonialProducts(products: readonly Product[]): Product[] {
  return products.slice(0, TESTIMONIAL_COUNT).filter((product) => product.testimonial.trim() !== '');
}

export type HeroSlide = { image: string; title: string; text: string };

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    image: 'hero-1.svg',
    title: 'Botanical serums for calm, bright skin',
    text: 'Cold-pressed oils and gentle actives, measured drop by drop.',
  },
  {
    image: 'hero-2.svg',
    title: 'Creams that feel like a deep breath',
    text: 'Chamomile, oat and shea for skin that wants comfort.',
  },
  {
    image: 'hero-3.svg',
    title: 'Cleanse softly, tone with intent',
    text: 'Balms and waters that respect your skin barrier.',
  },
  {
    image: 'hero-4.svg',
    title: 'Rosehip glow, every season',
    text: 'Face oils rich in vitamins, made in small batches.',
  },
];

export const INGREDIENTS = [
  {
    image: 'ingredient-aloe.svg',
    name: 'Aloe vera',
    text: 'Cooling gel from the leaf. Hydrates and calms skin after sun and wind.',
  },
  {
    image: 'ingredient-chamomile.svg',
    name: 'Chamomile',
    text: 'Soft flowers that soothe redness and make sensitive skin feel at ease.',
  },
  {
    image: 'ingredient-rosehip.svg',
    name: 'Rosehip',
    text: 'A seed oil rich in fatty acids and vitamin A. Evens tone, restores glow.',
  },
  {
    image: 'ingredient-green-tea.svg',
    name: 'Green tea',
    text: 'Antioxidant leaves that help defend skin against daily city stress.',
  },
] as const;

export const PROMOTIONS = [
  {
    image: 'promo-loyalty.svg',
    title: 'Loyalty program',
    text: 'Earn seeds with every order and trade them for minis, refills and early access.',
  },
  {
    image: 'promo-referral.svg',
    title: 'Refer a friend',
    text: 'Share your favourite ritual. Your friend gets 15% off, you get a travel-size gift.',
  },
  {
    image: 'promo-treatments.svg',
    title: 'Treatments',
    text: 'Book a botanical facial in our studios: sixty quiet minutes, tailored to your skin.',
  },
] as const;
