import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { StoredImage } from '../sizes/print-resolution.rules';
import type { Http } from './http';

export function uploadClient(http: Http) {
  return {
    image: async (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return (await http<StoredImage>(callOf(apiRoutes.uploads.image), { body: form })).data;
    },
    /** The pixel size the shop kept for an uploaded image; a 404 for one it did not upload. */
    pixels: async (url: string) =>
      (await http<StoredImage>(callOf(apiRoutes.uploads.pixels), { query: { url } })).data,
  };
}
