import { createElement, useSyncExternalStore } from 'react';
import type {
  NotificationData,
  notifications as mantineNotifications,
} from '@mantine/notifications';
import { ConfirmToastBody } from './confirm-toast-body';

/** SPEC §9: success 2 s, error and plain 4 s, loading until replaced, confirmation 10 s. */
export const TOAST_DURATION = { success: 2000, error: 4000, plain: 4000, confirm: 10000 } as const;

export const TOAST_LIMIT = 20;
export const TOAST_POSITION = 'top-right';

type Notifications = typeof mantineNotifications;
let loading: Promise<Notifications> | null = null;

/**
 * Mantine's notifications, loaded with the first toast rather than with the page. Toasts are
 * shown in the order asked for: each waits on the same load.
 */
function withNotifications(use: (notifications: Notifications) => void): void {
  loading ??= import('@mantine/notifications').then(({ notifications, notificationsStore }) => {
    // Set before the first toast, so every toast obeys the same rules.
    notificationsStore.updateState((state) => ({
      ...state,
      limit: TOAST_LIMIT,
      defaultPosition: TOAST_POSITION,
    }));
    return notifications;
  });
  // A load that failed (the network dropped) is tried again by the next toast.
  void loading.then(use, () => {
    loading = null;
  });
}

/** Shows a toast once the notifications have loaded; answers its id at once. */
function show(data: NotificationData & { id: string }): string {
  withNotifications((notifications) => notifications.show(data));
  return data.id;
}

/** A toast's close button is named for screen readers (Mantine leaves it without a name). */
const closeButtonProps = { 'aria-label': 'Close notification' };

/** Names the toasts' close button in the page's language (the shop's shell does). */
export function nameToastCloseButton(label: string): void {
  closeButtonProps['aria-label'] = label;
}

let sequence = 0;
let layerWanted = false;
const layerListeners = new Set<() => void>();

/**
 * Asks for the toast layer; its code loads with the first toast, not with the page. Screens
 * that show Mantine notifications themselves (the admin) ask for it when they mount.
 */
export function requestToastLayer(): void {
  if (layerWanted) return;
  layerWanted = true;
  for (const listener of layerListeners) listener();
}

function nextId() {
  requestToastLayer();
  return `toast-${++sequence}`;
}

export function useToastLayerWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      layerListeners.add(listener);
      return () => layerListeners.delete(listener);
    },
    () => layerWanted,
    () => false,
  );
}

export interface ConfirmOptions {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/** The storefront's one way to show toasts (Mantine notifications, top-right). */
export const toast = {
  success(message: string, id: string = nextId()) {
    return show({
      id,
      message,
      color: 'green',
      autoClose: TOAST_DURATION.success,
      closeButtonProps,
    });
  },
  error(message: string, id: string = nextId()) {
    return show({
      id,
      message,
      color: 'red',
      autoClose: TOAST_DURATION.error,
      closeButtonProps,
    });
  },
  message(message: string, id: string = nextId()) {
    return show({ id, message, autoClose: TOAST_DURATION.plain, closeButtonProps });
  },
  /** Stays until `success` or `error` is called with the id it returns. */
  loading(message: string) {
    return show({
      id: nextId(),
      message,
      loading: true,
      autoClose: false,
      withCloseButton: false,
    });
  },
  /** Replaces a loading toast by its outcome. */
  settle(id: string, kind: 'success' | 'error', message: string) {
    withNotifications((notifications) =>
      notifications.update({
        id,
        message,
        loading: false,
        color: kind === 'success' ? 'green' : 'red',
        autoClose: kind === 'success' ? TOAST_DURATION.success : TOAST_DURATION.error,
        withCloseButton: true,
        closeButtonProps,
      }),
    );
  },
  /** A question with two buttons that closes itself after 10 s (order delete). */
  confirm({ message, confirmLabel, cancelLabel, onConfirm }: ConfirmOptions) {
    const id = nextId();
    const body = createElement(ConfirmToastBody, {
      message,
      confirmLabel,
      cancelLabel,
      onConfirm,
      onClose: () => withNotifications((notifications) => notifications.hide(id)),
    });
    return show({ id, message: body, autoClose: TOAST_DURATION.confirm, closeButtonProps });
  },
};
