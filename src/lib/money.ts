const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Every price in the store is shown through this one formatter: `$` and two decimals, e.g. `$1,022.50`. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}
