/** What other features use of the catalogue: its cards and the grid they sit in. */
export { ProductCard } from './product-card';
export { ProductGrid, ProductGridSkeleton } from './product-grid';
