import { notifications } from '@mantine/notifications';

/** SPEC §9: success 2 s, error 4 s; the admin's toasts sit top-centre. */
export const TOAST_DURATION = { success: 2000, error: 4000 } as const;
export const ADMIN_TOAST_POSITION = 'top-center';

/** A toast's close button is named for screen readers (Mantine leaves it without a name). */
const closeButtonProps = { 'aria-label': 'Close notification' };

/**
 * The admin's toasts. The message is SPEC's text; `detail` (a server's refusal, say) goes
 * underneath it, so the exact message stays the headline.
 */
export const toast = {
  success(message: string) {
    notifications.show({
      message,
      color: 'green',
      autoClose: TOAST_DURATION.success,
      position: ADMIN_TOAST_POSITION,
      closeButtonProps,
    });
  },
  error(message: string, detail?: string) {
    notifications.show({
      ...(detail ? { title: message, message: detail } : { message }),
      color: 'red',
      autoClose: TOAST_DURATION.error,
      position: ADMIN_TOAST_POSITION,
      closeButtonProps,
    });
  },
};
