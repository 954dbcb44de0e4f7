import { paths } from '../api-contract/paths';
import type { CsvImportReport } from '../product/product-csv.types';
import type {
  Product,
  ProductCategoryQueryInput,
  ProductCreateInput,
  ProductListQueryInput,
  ProductSearchQueryInput,
  ProductUpdateInput,
} from '../product/product.schemas';
import type { MessageResponse } from '../user/user.schemas';
import { toPage, type Http, type QueryValue } from './http';

/** Paging, sort and filters: what a category page or a search takes besides its path. */
export type PagedQueryInput = ProductCategoryQueryInput & ProductSearchQueryInput;

const asQuery = (q: object) => q as Record<string, QueryValue>;

export function productClient(http: Http) {
  return {
    list: async (query: ProductListQueryInput = {}) =>
      toPage(
        await http<Product[]>(paths.product.list, { query: asQuery(query), auth: false }),
        query,
      ),
    byCategory: async (category: string, query: PagedQueryInput = {}) =>
      toPage(
        await http<Product[]>(paths.product.category(category), {
          query: asQuery(query),
          auth: false,
        }),
        query,
      ),
    search: async (text: string, query: PagedQueryInput = {}) =>
      toPage(
        await http<Product[]>(paths.product.search(text), { query: asQuery(query), auth: false }),
        query,
      ),
    recommended: async (productId?: string) =>
      (
        await http<Product[]>(paths.product.recommended, {
          query: { productId },
          auth: false,
        })
      ).data,
    newArrivals: async () =>
      (await http<Product[]>(paths.product.newArrivals, { auth: false })).data,
    trending: async () => (await http<Product[]>(paths.product.trending, { auth: false })).data,
    get: async (productId: string) =>
      (await http<Product>(paths.product.byId(productId), { auth: false })).data,
    create: async (input: ProductCreateInput) =>
      (
        await http<{ message: string; product: Product }>(paths.product.list, {
          method: 'POST',
          body: input,
        })
      ).data,
    update: async (productId: string, input: ProductUpdateInput) =>
      (
        await http<{ message: string; product: Product }>(paths.product.byId(productId), {
          method: 'PUT',
          body: input,
        })
      ).data,
    remove: async (productId: string) =>
      (await http<MessageResponse>(paths.product.byId(productId), { method: 'DELETE' })).data,
    exportCsv: async () => (await http<string>(paths.product.exportCsv, { as: 'text' })).data,
    importCsv: async (csv: string, options: { dryRun: boolean }) =>
      (
        await http<CsvImportReport>(paths.product.importCsv, {
          method: 'POST',
          query: { dryRun: options.dryRun },
          body: csv,
          contentType: 'text/csv',
        })
      ).data,
  };
}
