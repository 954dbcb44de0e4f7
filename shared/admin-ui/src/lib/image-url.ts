/** Uploaded images are stored as '/uploads/…'; the desktop app fetches them from the shop server. */
export function resolveImageUrl(baseUrl: string, url: string): string {
  return url.startsWith('/') ? `${baseUrl.replace(/\/+$/, '')}${url}` : url;
}
