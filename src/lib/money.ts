/** Amounts from this size up (and NaN, ±∞) are formatted by Intl itself: the fast path's cents must stay exact. */
const FAST_PATH_LIMIT = 1e13;

let intlUsd: Intl.NumberFormat | undefined;

function formatWithIntl(amount: number): string {
  intlUsd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return intlUsd.format(amount);
}

/**
 * Every price in the store goes through this: `$1,022.50`, `-$3.00`. It writes exactly what Intl.NumberFormat's
 * en-US currency format writes, without loading the locale data (docs/decisions/0004).
 */
export function formatMoney(amount: number): string {
  const magnitude = Math.abs(amount);
  if (!(magnitude < FAST_PATH_LIMIT)) return formatWithIntl(amount);
  // Like Intl, round the shortest decimal that reads back as the amount, half away from zero (1.005 gives $1.01,
  // where its binary value, 1.00499…, would give $1.00). Below 1e-6 that decimal has an exponent: under a cent.
  const decimal = String(magnitude);
  let cents = 0;
  if (!decimal.includes('e')) {
    const [whole = '0', fraction = ''] = decimal.split('.');
    const digits = fraction.padEnd(3, '0');
    cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits.charAt(2) >= '5' ? 1 : 0);
  }
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
