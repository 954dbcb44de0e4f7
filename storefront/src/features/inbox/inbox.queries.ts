import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, CustomArtRequest } from '@wallart/domain/rules';
import { api } from '../../lib/api';

/*
 * The inbox forms only send; the storefront reads nothing back from the inbox, so these
 * mutations have no queries to invalidate.
 */
export const useSendCustomArt = () =>
  useMutation({ mutationFn: (input: CustomArtRequest) => api.inbox.sendCustomArt(input) });

export const useSendContact = () =>
  useMutation({ mutationFn: (input: ContactMessage) => api.inbox.sendContact(input) });
