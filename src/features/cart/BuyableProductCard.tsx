import { memo } from 'react';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import { AvoidedNote } from '../avoid';
import type { Product } from '../catalog';
import { CompareToggle } from '../compare';
import { SaveToggle } from '../saved';
import { AddToCart } from './AddToCart';

type BuyableProductCardProps = {
  product: Product;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** A line about this product for this list (ProductCard's `note`). */
  note?: string;
};

/**
 * The product card every list shows: the card with its heart (saved for later), its Compare, its quantity and Add to
 * Cart. Memoised: when the catalogue's answer confirms the products a page painted, the list renders again but leaves
 * its cards alone.
 */
export const BuyableProductCard = memo(function BuyableProductCard({
  product,
  headingLevel,
  eager,
  note,
}: BuyableProductCardProps) {
  return (
    <ProductCard
      product={product}
      headingLevel={headingLevel}
      eager={eager}
      note={note}
      save={<SaveToggle product={product} />}
      compare={<CompareToggle product={product} />}
      flag={<AvoidedNote product={product} place="picture" />}
    >
      <AddToCart product={product} />
    </ProductCard>
  );
});
