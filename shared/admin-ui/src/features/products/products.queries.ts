import { useMutation } from '@tanstack/react-query';
import type { ProductCreateInput, ProductSort, ProductUpdateInput } from '@wallart/domain';
import { useApi } from '../../app/admin-context';
import { adminResource, type PageQuery } from '../../lib/admin-resource';

export interface AdminProductQuery extends PageQuery {
  sort: ProductSort;
  search: string;
}

const products = adminResource({
  name: 'products',
  list: (api, query: AdminProductQuery) =>
    api.product.list({ ...query, search: query.search.trim() || undefined }),
  listError: 'Failed to load products',
  paged: true,
});

export const useProductList = products.useList;

export const useDeleteProduct = products.write({
  write: (api, productId: string) => api.product.remove(productId),
  meta: { errorMessage: 'Product delete failed' },
});

// Adding and editing say their failure once for the images and the product together.
export const useCreateProduct = products.write({
  write: (api, input: ProductCreateInput) => api.product.create(input),
});

export const useUpdateProduct = products.write({
  write: (api, { productId, input }: { productId: string; input: ProductUpdateInput }) =>
    api.product.update(productId, input),
});

/** A dry run changes nothing, so only a real import refreshes the lists. */
export const useImportCsv = products.write({
  write: (api, { csv, dryRun }: { csv: string; dryRun: boolean }) =>
    api.product.importCsv(csv, { dryRun }),
  stale: (keys, _vars, report) => (report.dryRun ? [] : [keys.lists()]),
});

export function useUploadImages() {
  const api = useApi();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const urls: string[] = [];
      for (const file of files) urls.push((await api.upload.image(file, file.name)).url);
      return urls;
    },
  });
}

export function useExportCsv() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.product.exportCsv(),
    meta: { errorMessage: 'Product export failed' },
  });
}
