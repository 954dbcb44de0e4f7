import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY } from '../bridge-key';
import type { DesktopBridge, IpcArgs, IpcChannel, IpcResult } from '../ipc-contract';

// Never exposed: the page only gets the named functions below, one per channel.
function invoke<C extends IpcChannel>(channel: C, ...args: IpcArgs<C>): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args);
}

const bridge = {
  getServerUrl: () => invoke('shop:get-server-url'),
  setServerUrl: (serverUrl) => invoke('shop:set-server-url', serverUrl),
  getToken: () => invoke('session:get-token'),
  setToken: (token) => invoke('session:set-token', token),
  clearToken: () => invoke('session:clear-token'),
  saveFile: (fileName, content, mimeType) => invoke('file:save', fileName, content, mimeType),
  printPdf: (pdf) => invoke('print:pdf', pdf),
  notify: (title, body) => invoke('app:notify', title, body),
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
