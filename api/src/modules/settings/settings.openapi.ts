import { shopSettingsSchema } from '@wallart/domain';
import { json, type ApiOperation } from '../../http/openapi/operation';

const settings = shopSettingsSchema.meta({ id: 'ShopSettings' });

export const settingsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/settings',
    tag: 'Admin',
    summary: "The shop's settings",
    auth: 'admin',
    answers: [json(200, 'The settings', settings)],
  },
  {
    method: 'put',
    path: '/api/admin/settings',
    tag: 'Admin',
    summary: "Replace the shop's settings",
    auth: 'admin',
    body: { schema: settings },
    answers: [json(200, 'The settings as saved', settings)],
  },
];
