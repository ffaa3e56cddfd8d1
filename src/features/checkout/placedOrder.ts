import type { CartItem } from '../cart';

/** One line of an order: what the checkout lists, and what the thank-you page shows once it is paid. */
export type OrderItem = Pick<CartItem, 'id' | 'name' | 'image' | 'price' | 'quantity'>;

/** What was paid for: the cart's lines and totals at the moment Pay Now was pressed. */
export type PlacedOrder = { lines: OrderItem[]; subtotal: number; fee: number; total: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isOrderItem(value: unknown): value is OrderItem {
  return (
    isRecord(value) &&
    (typeof value.id === 'number' || typeof value.id === 'string') &&
    typeof value.name === 'string' &&
    typeof value.image === 'string' &&
    isAmount(value.price) &&
    typeof value.quantity === 'number' &&
    Number.isInteger(value.quantity) &&
    value.quantity >= 1
  );
}

/**
 * The order a history entry carries, or null: the thank-you page opened directly, or a state it cannot show. The
 * state outlives the page (a reload, Back and Forward keep it), so it is read as anything from outside is.
 */
export function readPlacedOrder(state: unknown): PlacedOrder | null {
  if (!isRecord(state) || !isRecord(state.order)) return null;
  const { lines, subtotal, fee, total } = state.order;
  if (!Array.isArray(lines) || lines.length === 0 || !lines.every(isOrderItem)) return null;
  if (!isAmount(subtotal) || !isAmount(fee) || !isAmount(total)) return null;
  return { lines, subtotal, fee, total };
}
