import type { ShopSettingsInput } from '@wallart/domain';
import { adminResource } from '../../lib/admin-resource';

const settings = adminResource({
  name: 'settings',
  list: (api, _whole: void) => api.system.settings(),
  listError: 'Failed to load settings',
});

/** The shop's settings: one object, read whole and saved whole. */
export const useShopSettings = settings.useList;

export const useSaveShopSettings = settings.write({
  write: (api, input: ShopSettingsInput) => api.system.updateSettings(input),
  meta: { errorMessage: 'Settings could not be saved', withRefusal: true },
});
