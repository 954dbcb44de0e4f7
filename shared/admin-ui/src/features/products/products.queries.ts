import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProductCreateInput, ProductSort, ProductUpdateInput } from '@wallart/domain';
import type { ApiClient } from '@wallart/domain/api-client';
import { useApi } from '../../app/admin-context';

export interface AdminProductQuery {
  page: number;
  limit: number;
  sort: ProductSort;
  search: string;
}

export const productKeys = {
  all: ['admin', 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: AdminProductQuery) => [...productKeys.lists(), query] as const,
};

export const productListOptions = (api: ApiClient, query: AdminProductQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () =>
      api.product.list({
        page: query.page,
        limit: query.limit,
        sort: query.sort,
        search: query.search.trim() || undefined,
      }),
    placeholderData: keepPreviousData,
  });

export function useProductList(query: AdminProductQuery) {
  return useQuery(productListOptions(useApi(), query));
}

function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.lists() });
}

export function useDeleteProduct() {
  const api = useApi();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (productId: string) => api.product.remove(productId),
    onSuccess: invalidate,
  });
}

export function useCreateProduct() {
  const api = useApi();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: ProductCreateInput) => api.product.create(input),
    onSuccess: invalidate,
  });
}

export function useUpdateProduct() {
  const api = useApi();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: string; input: ProductUpdateInput }) =>
      api.product.update(productId, input),
    onSuccess: invalidate,
  });
}

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

export function useImportCsv() {
  const api = useApi();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      api.product.importCsv(csv, { dryRun }),
    onSuccess: async (report) => {
      if (!report.dryRun) await invalidate();
    },
  });
}

export function useExportCsv() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.product.exportCsv() });
}
