/** How long Add to Cart reads "✓ 2 in cart" after an add (AddToCart.module.css draws it from `data-added`). */
export const ADDED_FOR_MS = 2000;
