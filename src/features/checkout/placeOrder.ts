import type { CartItem } from '../cart';
import type { PlacedOrder } from './placedOrder';

/**
 * The order Pay Now pays for: the lines and totals as they are when it is pressed. A module of its own, so the
 * checkout's script carries it and the thank-you page's script only reads an order (./placedOrder.ts).
 */
export function placeOrder(
  items: readonly CartItem[],
  totals: Pick<PlacedOrder, 'subtotal' | 'fee' | 'total'>,
): PlacedOrder {
  return {
    lines: items.map(({ id, name, image, price, quantity }) => ({ id, name, image, price, quantity })),
    subtotal: totals.subtotal,
    fee: totals.fee,
    total: totals.total,
  };
}
