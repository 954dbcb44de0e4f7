import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { GRID_IMAGE_WIDTH } from '@wallart/domain';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { ImagePixels, StoredImage } from '@wallart/domain';
import { ImagePixelsModel } from '../../db/models';
import type { ImageStorage } from './storage';
import { gridNameOf, storedImageName } from './upload-name';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The image types the shop accepts, by their real content, with the extension each keeps. */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

const notAnImage = () =>
  new AppError(
    'unsupported_media_type',
    'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
  );

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
}

const unreadable = () =>
  new AppError('unsupported_media_type', 'The image could not be read. Is the file damaged?');

/** How an original is written again once its metadata is dropped, by its extension. */
const REENCODE: Record<string, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 92 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 92 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 70 }),
};

/**
 * Camera metadata (the GPS position a phone writes, the device, the time) never reaches the
 * public: an original carrying EXIF, XMP, IPTC or text comments is written again without them,
 * turned upright by its EXIF orientation and keeping its colour profile. One without any is
 * stored byte for byte.
 */
export async function withoutMetadata(bytes: Buffer, ext: string): Promise<Buffer> {
  const reencode = REENCODE[ext];
  if (!reencode) throw notAnImage();
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.exif && !meta.xmp && !meta.iptc && !meta.comments?.length) return bytes;
    return await reencode(sharp(bytes, { animated: true }).rotate().keepIccProfile()).toBuffer();
  } catch {
    throw unreadable();
  }
}

/** The image's pixel size as it hangs, its EXIF orientation applied. */
async function pixelsOf(bytes: Buffer): Promise<ImagePixels> {
  try {
    const { width, height } = (await sharp(bytes).metadata()).autoOrient;
    return { width, height };
  } catch {
    throw unreadable();
  }
}

export function createUploadsService(storage: ImageStorage, now: () => number) {
  async function gridCopy(bytes: Buffer): Promise<Buffer> {
    try {
      return await sharp(bytes)
        .rotate()
        .resize({ width: GRID_IMAGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw unreadable();
    }
  }

  return {
    /**
     * Checks the bytes are a real image, stores it and its WebP grid copy, keeps its pixel size
     * (PRODUCT §13), and gives its URL and size.
     */
    async store(file: UploadedFile): Promise<StoredImage> {
      const type = await fileTypeFromBuffer(file.buffer);
      const ext = type ? ACCEPTED[type.mime] : undefined;
      if (!type || !ext) throw notAnImage();
      const pixels = await pixelsOf(file.buffer);
      const grid = await gridCopy(file.buffer);
      const original = await withoutMetadata(file.buffer, ext);
      const name = storedImageName(now(), file.originalname, ext);
      const gridName = gridNameOf(name);
      const taken = await Promise.all([storage.exists(name), storage.exists(gridName)]);
      if (taken.some(Boolean)) throw conflict(`A file named ${name} already exists`);
      await storage.put(name, original, type.mime);
      await storage.put(gridName, grid, 'image/webp');
      const url = storage.publicUrl(name);
      await ImagePixelsModel.upsert({ url, ...pixels });
      return { url, ...pixels };
    },

    /** The pixel size kept for an image on its upload. */
    async pixels(url: string): Promise<StoredImage> {
      const row = await ImagePixelsModel.findByPk(url, { raw: true });
      if (!row) throw notFound('Image');
      return { url: row.url, width: row.width, height: row.height };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
