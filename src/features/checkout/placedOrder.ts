import * as v from 'valibot';
import { QuantitySchema } from '../cart';
import type { CartItem } from '../cart';

/** One line of an order: what the checkout lists, and what the thank-you page shows once it is paid. */
export type OrderItem = Pick<CartItem, 'id' | 'name' | 'image' | 'price' | 'quantity'>;

/** What was paid for: the cart's lines and totals at the moment Pay Now was pressed. */
export type PlacedOrder = { lines: OrderItem[]; subtotal: number; fee: number; total: number };

const AmountSchema = v.pipe(v.number(), v.finite());

const OrderItemSchema = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  image: v.string(),
  price: AmountSchema,
  quantity: QuantitySchema,
});

/** A history entry's state that carries an order the thank-you page can show: at least one line, and its totals. */
const PlacedOrderStateSchema = v.object({
  order: v.object({
    lines: v.pipe(v.array(OrderItemSchema), v.nonEmpty()),
    subtotal: AmountSchema,
    fee: AmountSchema,
    total: AmountSchema,
  }),
});

/**
 * The order a history entry carries, or null: the thank-you page opened directly, or a state it cannot show. The
 * state outlives the page (a reload, Back and Forward keep it), so it is read as anything from outside is.
 */
export function readPlacedOrder(state: unknown): PlacedOrder | null {
  if (!v.is(PlacedOrderStateSchema, state)) return null;
  const { lines, subtotal, fee, total } = state.order;
  return { lines, subtotal, fee, total };
}
