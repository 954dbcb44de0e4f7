import { pipeline, Transform } from 'node:stream';
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
 * A stream that reaches the file's last byte runs `countComplete` before that byte is sent; a
 * range that stops short, or a stream cut early, is not a completed download (decision 0124).
 * Answers whether it counted.
 */
export async function streamDownload(
  req: Request,
  res: Response,
  files: PrivateFiles,
  file: DownloadToSend,
  countComplete: () => Promise<void>,
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
    await countComplete();
    res.end();
    return true;
  }

  const reachesEnd = range.end === size - 1;
  const stream = await files.read(file.storedName, range);
  // A client knows the body is whole once Content-Length bytes arrive, so the last chunk is held
  // back until the download is counted: the shopper's next look at the order already shows it.
  let held: Buffer | undefined;
  let counted = false;
  const countBeforeLastChunk = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const previous = held;
      held = chunk;
      done(null, previous);
    },
    flush(done) {
      if (!reachesEnd) {
        done(null, held);
        return;
      }
      countComplete().then(() => {
        counted = true;
        done(null, held);
      }, done);
    },
  });
  return new Promise((resolve) => {
    pipeline(stream, countBeforeLastChunk, res, () => resolve(counted));
  });
}
