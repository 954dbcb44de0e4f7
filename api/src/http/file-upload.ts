import os from 'node:os';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../lib/app-error';

// The multipart wrapping around the file takes a little room of its own.
const WRAPPING_BYTES = 64 * 1024;

/** A multipart form carrying one file in its `file` field, and what refusing it says. */
export interface FileUpload {
  maxBytes: number;
  /** How many text fields, and parts in all, the form may have. */
  fields: number;
  parts: number;
  /** Reads file names as UTF-8, as browsers send them: for an upload whose name is kept. */
  utf8Names?: boolean;
  /**
   * Writes the file to the system's temporary folder as it arrives (`req.file.path`) instead
   * of holding it in memory: for files of many megabytes. The handler removes it when done.
   */
  toDisk?: boolean;
  messages: {
    /** The file, or the body announced, is larger than maxBytes allows. */
    tooLarge: string;
    /** The form is not one file in `file`. */
    notOne: string;
    /** The form came without a file. */
    missing: string;
  };
}

/**
 * Reads the form's file into `req.file`, to run before the handler: a body announced as too
 * large is refused before it is read, and multer's refusals become the upload's own answers.
 */
export function fileReader(upload: FileUpload): RequestHandler[] {
  const tooLarge = () => new AppError('too_large', upload.messages.tooLarge);
  const refuseOversized: RequestHandler = (req, _res, next) => {
    const length = Number(req.get('content-length'));
    if (Number.isFinite(length) && length > upload.maxBytes + WRAPPING_BYTES) throw tooLarge();
    next();
  };
  const single = multer({
    storage: upload.toDisk
      ? multer.diskStorage({ destination: os.tmpdir() })
      : multer.memoryStorage(),
    ...(upload.utf8Names ? { defParamCharset: 'utf8' } : {}),
    limits: { fileSize: upload.maxBytes, files: 1, fields: upload.fields, parts: upload.parts },
  }).single('file');
  const refusal = (error: unknown) => {
    if (!(error instanceof multer.MulterError)) {
      return new AppError('invalid', 'The upload could not be read');
    }
    if (error.code === 'LIMIT_FILE_SIZE') return tooLarge();
    return new AppError('invalid', upload.messages.notOne);
  };
  const readFile: RequestHandler = (req, res, next) => {
    single(req, res, (error: unknown) => next(error ? refusal(error) : undefined));
  };
  return [refuseOversized, readFile];
}

/** The file `fileReader` read; a form without one is refused. */
export function uploadedFile(req: Request, upload: FileUpload): Express.Multer.File {
  if (!req.file) throw new AppError('invalid', upload.messages.missing);
  return req.file;
}
