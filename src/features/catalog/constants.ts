/** How many other products of the same need a product page suggests, under 'You may also like'. */
export const RELATED_COUNT = 4;
