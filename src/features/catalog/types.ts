export type ProductId = number | string;

export type Rating = {
  /** File name of the rating picture under `images/`. */
  image: string;
  rate: number;
};

export type Product = {
  id: ProductId;
  name: string;
  price: number;
  /** File name of the product picture under `images/`. */
  image: string;
  rating: Rating;
  category: string;
  description: string;
  testimonial: string;
};

/** The catalogue file as served: the list sits under `products`. */
export type Catalog = { products: Product[] };
