// How many of the catalogue's first products each part of the home page shows. Apart from the page's words
// (./homeContent.ts) because the route table, in the chunk every page loads, reads HOME_PAINTED_PRODUCTS: the
// words stay in the home page's own chunk.

export const FEATURED_COUNT = 3;
export const TESTIMONIAL_COUNT = 4;
/** 'All needs' shows the products at positions 4 to 7 of the list. */
export const ALL_NEEDS_FROM = 3;
export const ALL_NEEDS_TO = 7;

/** How many of the catalogue's first products the home page paints: what its snapshot carries. */
export const HOME_PAINTED_PRODUCTS = Math.max(FEATURED_COUNT, TESTIMONIAL_COUNT, ALL_NEEDS_TO);
