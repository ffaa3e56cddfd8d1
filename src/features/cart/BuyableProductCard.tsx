import { ProductCard } from '../../components/ProductCard/ProductCard';
import type { Product } from '../catalog';
import { AddToCart } from './AddToCart';

type BuyableProductCardProps = {
  product: Product;
  headingLevel?: 2 | 3;
  eager?: boolean;
};

/** The product card every list shows: the card with its quantity and Add to Cart. */
export function BuyableProductCard({ product, headingLevel, eager }: BuyableProductCardProps) {
  return (
    <ProductCard product={product} headingLevel={headingLevel} eager={eager}>
      <AddToCart product={product} />
    </ProductCard>
  );
}
