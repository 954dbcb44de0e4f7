import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { Http } from './http';

export function uploadClient(http: Http) {
  return {
    image: async (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return (await http<{ url: string }>(callOf(apiRoutes.uploads.image), { body: form })).data;
    },
  };
}
