import { formatMoney } from '../../lib/money';

type PriceProps = { amount: number; className?: string };

export function Price({ amount, className }: PriceProps) {
  return <span className={className}>{formatMoney(amount)}</span>;
}
