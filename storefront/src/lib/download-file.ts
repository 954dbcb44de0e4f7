/**
 * Hands a file to the browser as a download: text (a CSV export) or a Blob (a PDF fetched with
 * the shopper's token), through an object URL that is let go once the download has started.
 */
export function downloadFile(fileName: string, content: string | Blob, mimeType: string): void {
  const blob = content instanceof Blob ? content : new Blob([content], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Follows an address the server answers with a file to save (a signed download link): the
 * browser saves it under the name the server gives, without leaving the page.
 */
export function followDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
