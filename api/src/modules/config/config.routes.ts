import type { Router } from 'express';
import { PAYMENT_METHODS } from '@wallart/domain';
import type { ShopConfig } from '@wallart/domain/api-client';
import { shopEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { ShopSettingsService } from '../settings/settings.service';

export interface ConfigSources {
  googleClientId: string | null;
  /** Whether the card gateway is configured (its merchant and secret never leave the server). */
  cardAvailable: boolean;
  shopSettings: Pick<ShopSettingsService, 'read'>;
}

/** The shop's public config, as GET /api/config answers it (and a guest order's page holds). */
export async function shopConfigOf(sources: ConfigSources): Promise<ShopConfig> {
  const settings = await sources.shopSettings.read();
  return {
    googleClientId: sources.googleClientId,
    paymentMethods: PAYMENT_METHODS.filter((m) => m !== 'card' || sources.cardAvailable),
    bankDetails: settings.bank,
    shop: settings.shop,
    returnDays: settings.afterSale.returnDays,
    freeShippingThreshold: settings.shipping.freeShippingThreshold,
  };
}

/**
 * GET /api/config: what the storefront needs to know before anyone signs in: the Google
 * client id, the payment methods the shop offers (card only with a gateway), its bank details
 * its name and contact, its return window and free-shipping threshold, from the current shop
 * settings.
 */
export function configRoutes(sources: ConfigSources): Router {
  return endpointRoutes({ mount: '/api/config' }, [
    on(shopEndpoints.config, async (_req, res) => {
      const config = await shopConfigOf(sources);
      res.set('Cache-Control', 'no-cache');
      res.json(config);
    }),
  ]);
}
