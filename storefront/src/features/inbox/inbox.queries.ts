import { useMutation } from '@tanstack/react-query';
import type { ContactInput, CustomArtInput } from '@wallart/domain/rules';
import { api } from '../../lib/api';

/*
 * The inbox forms only send; the storefront reads nothing back from the inbox, so these
 * mutations have no queries to invalidate.
 */
export const useSendCustomArt = () =>
  useMutation({ mutationFn: (input: CustomArtInput) => api.inbox.sendCustomArt(input) });

export const useSendContact = () =>
  useMutation({ mutationFn: (input: ContactInput) => api.inbox.sendContact(input) });
