import { paths } from '../api-contract/paths';
import type { Http } from './http';

export function uploadClient(http: Http) {
  return {
    image: async (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return (await http<{ url: string }>(paths.upload, { method: 'POST', body: form })).data;
    },
  };
}
