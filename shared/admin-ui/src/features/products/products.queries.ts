import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ImagePixels,
  ProductCreateInput,
  ProductSort,
  ProductUpdateInput,
} from '@wallart/domain';
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

/** Staff's upload of one digital tier's private file; the lists then show it has its file. */
export const useUploadDigitalFile = products.write({
  write: (api, { productId, size, file }: { productId: string; size: string; file: File }) =>
    api.downloads.uploadFile(productId, size, file, file.name),
  meta: { errorMessage: 'File upload failed' },
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

/** The pixel size of a file staff chose, read by the browser before it is uploaded. */
function measure(file: File): Promise<ImagePixels | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (pixels: ImagePixels | null) => {
      URL.revokeObjectURL(url);
      resolve(pixels);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}

/**
 * The pixel size of the product's artwork (its first image): a newly chosen file's as the
 * browser reads it, else the one the shop kept on upload. Null when not known (an image from
 * elsewhere), so nothing is judged.
 */
export function useArtworkPixels(existingUrl: string | undefined, file: File | undefined) {
  const api = useApi();
  const kept = useQuery({
    queryKey: ['image-pixels', existingUrl] as const,
    queryFn: () => api.upload.pixels(existingUrl ?? ''),
    enabled: existingUrl !== undefined && file === undefined,
    retry: false,
    staleTime: Infinity,
  });
  const chosen = useQuery({
    queryKey: ['image-pixels', 'file', file] as const,
    queryFn: () => (file ? measure(file) : null),
    enabled: file !== undefined,
    staleTime: Infinity,
  });
  const pixels = file ? chosen.data : kept.data;
  return pixels ? { width: pixels.width, height: pixels.height } : null;
}
