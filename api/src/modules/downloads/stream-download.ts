import type { Request, Response } from 'express';
import rangeParser from 'range-parser';
import type { PrivateFiles } from './private-files';

export interface DownloadToSend {
  /** The stored file's name. */
  storedName: string;
  /** The name the shopper's browser saves it under. */
  fileName: string;
  contentType: string;
}

/**
 * Sends a private file, whole (200) or one byte range (206), so a broken download resumes.
 * Answers whether the file's last byte reached the shopper: a range that stops short, or a
 * stream cut early, is not a completed download (decision 0124).
 */
export async function streamDownload(
  req: Request,
  res: Response,
  files: PrivateFiles,
  file: DownloadToSend,
): Promise<boolean> {
  const size = await files.size(file.storedName);
  if (size === null) {
    res.status(404).end();
    return false;
  }
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', 'private, no-store');
  res.attachment(file.fileName);

  let range = { start: 0, end: size - 1 };
  const header = req.headers.range;
  if (header && size > 0) {
    const parsed = rangeParser(size, header, { combine: true });
    if (parsed === -1) {
      res.status(416).setHeader('Content-Range', `bytes */${size}`).end();
      return false;
    }
    const first = parsed !== -2 && parsed.type === 'bytes' ? parsed[0] : undefined;
    if (first) {
      range = first;
      res.status(206).setHeader('Content-Range', `bytes ${first.start}-${first.end}/${size}`);
    }
  }
  res.setHeader('Content-Length', String(size === 0 ? 0 : range.end - range.start + 1));
  if (size === 0) {
    res.end();
    return true;
  }

  const stream = await files.read(file.storedName, range);
  return new Promise((resolve) => {
    res.on('close', () => {
      stream.destroy();
      resolve(res.writableFinished && range.end === size - 1);
    });
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });
}
