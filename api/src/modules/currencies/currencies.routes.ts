import type { Router } from 'express';
import { shopEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { ShopSettingsService } from '../settings/settings.service';

/**
 * GET /api/currencies: the display currencies staff list in the settings (PRODUCT §12), for
 * the header's picker and the "≈" beside each price. Revalidated on every use, so a rate
 * staff change shows at once.
 */
export function currenciesRoutes(settings: Pick<ShopSettingsService, 'read'>): Router {
  return endpointRoutes({ mount: '/api/currencies' }, [
    on(shopEndpoints.currencies, async (_req, res) => {
      const { currencies } = await settings.read();
      res.set('Cache-Control', 'no-cache');
      res.json(currencies);
    }),
  ]);
}
