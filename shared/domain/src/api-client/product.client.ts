import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import { DEFAULT_LANGUAGE, type Language } from '../language/languages';
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
import { requestPage, type Http } from './http';

/** Paging, sort and filters: what a category page or a search takes besides its path. */
export type PagedQueryInput = ProductCategoryQueryInput & ProductSearchQueryInput;

/** `?lang=` for a catalogue read: none for English, so its addresses stay as they were. */
const inLanguage = (lang: Language | undefined) =>
  lang && lang !== DEFAULT_LANGUAGE ? { lang } : {};

export function productClient(http: Http) {
  return {
    list: (query: ProductListQueryInput = {}) =>
      requestPage<Product>(http, callOf(apiRoutes.products.list), query, { auth: false }),
    byCategory: (category: string, query: PagedQueryInput = {}) =>
      requestPage<Product>(http, callOf(apiRoutes.products.category, { category }), query, {
        auth: false,
      }),
    search: (text: string, query: PagedQueryInput = {}) =>
      requestPage<Product>(http, callOf(apiRoutes.products.search, { text }), query, {
        auth: false,
      }),
    recommended: async (productId?: string, lang?: Language) =>
      (
        await http<Product[]>(callOf(apiRoutes.products.recommended), {
          query: { productId, ...inLanguage(lang) },
          auth: false,
        })
      ).data,
    newArrivals: async (lang?: Language) =>
      (
        await http<Product[]>(callOf(apiRoutes.products.newArrivals), {
          query: inLanguage(lang),
          auth: false,
        })
      ).data,
    trending: async (lang?: Language) =>
      (
        await http<Product[]>(callOf(apiRoutes.products.trending), {
          query: inLanguage(lang),
          auth: false,
        })
      ).data,
    get: async (productId: string, lang?: Language) =>
      (
        await http<Product>(callOf(apiRoutes.products.get, { productId }), {
          query: inLanguage(lang),
          auth: false,
        })
      ).data,
    create: async (input: ProductCreateInput) =>
      (
        await http<{ message: string; product: Product }>(callOf(apiRoutes.products.create), {
          body: input,
        })
      ).data,
    update: async (productId: string, input: ProductUpdateInput) =>
      (
        await http<{ message: string; product: Product }>(
          callOf(apiRoutes.products.update, { productId }),
          {
            body: input,
          },
        )
      ).data,
    remove: async (productId: string) =>
      (await http<MessageResponse>(callOf(apiRoutes.products.remove, { productId }))).data,
    exportCsv: async () =>
      (await http<string>(callOf(apiRoutes.products.exportCsv), { as: 'text' })).data,
    importCsv: async (csv: string, options: { dryRun: boolean }) =>
      (
        await http<CsvImportReport>(callOf(apiRoutes.products.importCsv), {
          query: { dryRun: options.dryRun },
          body: csv,
          contentType: 'text/csv',
        })
      ).data,
  };
}
