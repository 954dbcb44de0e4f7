import { z } from 'zod';

/**
 * Every message between the renderer and the main process: channel → argument schema (a zod
 * tuple, checked by main before a handler runs) and result schema (the type the renderer gets).
 * Main and preload both import this file, so a channel can't be spelled two ways.
 */

// Kept in its own zod-free file so the sandboxed preload stays a few lines of code.
export { BRIDGE_KEY } from './bridge-key';

export const DEFAULT_SERVER_URL = 'http://localhost:3000';

const SERVER_URL_HINT = 'Enter the shop server address, like http://localhost:3000';

/** This computer: where plain http never crosses a network. */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/**
 * A shop server address: https, or http on this computer only (staff passwords and tokens must
 * not cross a network in clear, and the app's secure page may not call plain http elsewhere);
 * no user name or password, no query or fragment. Normalised to the origin plus any path
 * prefix, without a trailing slash.
 */
export const serverUrlSchema = z
  .string({ message: SERVER_URL_HINT })
  .trim()
  .min(1, SERVER_URL_HINT)
  .max(2048, 'That address is too long')
  .transform((value, ctx) => {
    // "localhost:3000" has no scheme (a port follows the colon); "javascript:x" has one.
    const withScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value) ? value : `http://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      ctx.addIssue({ code: 'custom', message: SERVER_URL_HINT });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: 'The address must start with http:// or https://' });
      return z.NEVER;
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
      ctx.addIssue({
        code: 'custom',
        message: 'A shop server on another computer needs an https:// address',
      });
      return z.NEVER;
    }
    if (url.username || url.password || url.search || url.hash) {
      ctx.addIssue({
        code: 'custom',
        message: 'Use only the server address, without a user name, query or #part',
      });
      return z.NEVER;
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

/** A signed session token as the API issues it (a JWT); never logged, only stored encrypted. */
export const tokenSchema = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9._~+/=-]+$/, 'Not a session token');

/** A plain file name for the save dialog's suggestion: no folders, no control characters. */
export const fileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine(
    (name) =>
      !/[/\\:*?"<>|]/.test(name) &&
      ![...name].some((char) => char.charCodeAt(0) < 32) &&
      name !== '.' &&
      name !== '..',
    'A file name without folders',
  );

/** The largest file the renderer may hand over to be saved. */
export const MAX_SAVED_FILE_BYTES = 50_000_000;
/** The largest PDF the renderer may hand over to be printed (an order's slip is a few kB). */
export const MAX_PRINTED_PDF_BYTES = 20 * 1024 * 1024;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Bytes as they cross the bridge (a Uint8Array; Node's Buffer is one too), at most `max` long. */
const bytesSchema = (max: number, tooLarge: string) =>
  z
    .instanceof(Uint8Array, { message: 'Not a file' })
    .refine((bytes) => bytes.byteLength <= max, tooLarge);

/** A PDF to print: its bytes, not empty, within the limit, starting as every PDF does. */
export const pdfBytesSchema = bytesSchema(
  MAX_PRINTED_PDF_BYTES,
  'The PDF is too large to print',
).refine((bytes) => PDF_SIGNATURE.every((byte, i) => bytes[i] === byte), 'Not a PDF document');

export const ipcContract = {
  'shop:get-server-url': { args: z.tuple([]), result: z.string().nullable() },
  'shop:set-server-url': { args: z.tuple([serverUrlSchema]), result: z.string() },
  'session:get-token': { args: z.tuple([]), result: z.string().nullable() },
  'session:set-token': { args: z.tuple([tokenSchema]), result: z.void() },
  'session:clear-token': { args: z.tuple([]), result: z.void() },
  'file:save': {
    args: z.tuple([
      fileNameSchema,
      // Text (a CSV export) or bytes (a PDF document).
      z.union([
        z.string().max(MAX_SAVED_FILE_BYTES),
        bytesSchema(MAX_SAVED_FILE_BYTES, 'The file is too large to save'),
      ]),
      z.string().min(1).max(200),
    ]),
    /** false when the person cancelled the dialog. */
    result: z.boolean(),
  },
  'print:pdf': {
    args: z.tuple([pdfBytesSchema]),
    /** false when the person cancelled the print dialog. */
    result: z.boolean(),
  },
  'app:notify': {
    args: z.tuple([z.string().trim().min(1).max(200), z.string().max(1000)]),
    result: z.void(),
  },
} as const;

export type IpcChannel = keyof typeof ipcContract;
/** What the renderer passes (before main parses it). */
export type IpcArgs<C extends IpcChannel> = z.input<(typeof ipcContract)[C]['args']>;
/** What a main-process handler receives (after parsing and normalising). */
export type IpcParsedArgs<C extends IpcChannel> = z.output<(typeof ipcContract)[C]['args']>;
export type IpcResult<C extends IpcChannel> = z.output<(typeof ipcContract)[C]['result']>;

/** One bridge function per channel; the preload implements exactly these. */
export const bridgeChannels = {
  getServerUrl: 'shop:get-server-url',
  setServerUrl: 'shop:set-server-url',
  getToken: 'session:get-token',
  setToken: 'session:set-token',
  clearToken: 'session:clear-token',
  saveFile: 'file:save',
  printPdf: 'print:pdf',
  notify: 'app:notify',
} as const satisfies Record<string, IpcChannel>;

type BridgeChannels = typeof bridgeChannels;

export type DesktopBridge = {
  readonly [M in keyof BridgeChannels]: (
    ...args: IpcArgs<BridgeChannels[M]>
  ) => Promise<IpcResult<BridgeChannels[M]>>;
};
