import { hasFields, isFiniteNumber, isText, listOf } from '../../lib/guards';
import { isQuantity } from '../../lib/quantity';
import type { CartItem } from '../cart';
import { isProductId } from '../catalog';

/** One line of an order: what the checkout lists, and what the thank-you page shows once it is paid. */
export type OrderItem = Pick<CartItem, 'id' | 'name' | 'image' | 'price' | 'quantity'>;

/** What was paid for: the cart's lines and totals at the moment Pay Now was pressed. */
export type PlacedOrder = { lines: OrderItem[]; subtotal: number; fee: number; total: number };

const isOrderItem = hasFields({
  id: isProductId,
  name: isText,
  image: isText,
  price: isFiniteNumber,
  quantity: isQuantity,
});

const isOrderLines = listOf(isOrderItem);

/** A history entry's state that carries an order the thank-you page can show: at least one line, and its totals. */
const isPlacedOrderState = hasFields({
  order: hasFields({
    lines: (value): value is OrderItem[] => isOrderLines(value) && value.length > 0,
    subtotal: isFiniteNumber,
    fee: isFiniteNumber,
    total: isFiniteNumber,
  }),
});

/**
 * The order a history entry carries, or null: the thank-you page opened directly, or a state it cannot show. The
 * state outlives the page (a reload, Back and Forward keep it), so it is read as anything from outside is.
 */
export function readPlacedOrder(state: unknown): PlacedOrder | null {
  if (!isPlacedOrderState(state)) return null;
  const { lines, subtotal, fee, total } = state.order;
  return { lines, subtotal, fee, total };
}
