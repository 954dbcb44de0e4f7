import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import {
  ipcContract,
  type IpcChannel,
  type IpcParsedArgs,
  type IpcResult,
} from '../../ipc-contract';

export type IpcHandler<C extends IpcChannel> = (
  ...args: IpcParsedArgs<C>
) => IpcResult<C> | Promise<IpcResult<C>>;

export type IpcHandlers = { [C in IpcChannel]: IpcHandler<C> };

/** Thrown back to the renderer (its promise rejects with this message). */
export class IpcRefusedError extends Error {
  override name = 'IpcRefusedError';
}

/**
 * Only the app's own top frame may call: a page that somehow got loaded from elsewhere, or a
 * subframe, is refused (electron/fiddle's sender check).
 */
export function isTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  isAppUrl: (url: string) => boolean,
): boolean {
  const frame = event.senderFrame;
  if (!frame) return false;
  return frame.parent === null && isAppUrl(frame.url);
}

/** Registers every channel of the contract: sender check, then argument parsing, then the handler. */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: IpcHandlers,
  isAppUrl: (url: string) => boolean,
): void {
  // Object.keys widens to string[]; the keys are the contract's channels.
  for (const channel of Object.keys(ipcContract) as IpcChannel[]) {
    registerOne(ipcMain, channel, handlers[channel], isAppUrl);
  }
}

function registerOne<C extends IpcChannel>(
  ipcMain: Pick<IpcMain, 'handle'>,
  channel: C,
  handler: IpcHandler<C>,
  isAppUrl: (url: string) => boolean,
): void {
  ipcMain.handle(channel, async (event, ...raw: unknown[]) => {
    if (!isTrustedSender(event, isAppUrl)) {
      throw new IpcRefusedError(`${channel}: refused, the request did not come from the app`);
    }
    const parsed = ipcContract[channel].args.safeParse(raw);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((issue) => issue.message).join('; ');
      throw new IpcRefusedError(`${channel}: invalid arguments (${reason})`);
    }
    // The parsed tuple is exactly IpcParsedArgs<C>; TypeScript loses that through the index.
    return handler(...(parsed.data as IpcParsedArgs<C>));
  });
}
