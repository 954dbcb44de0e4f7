// The permission table of PRODUCT.md §3 for the products and users endpoints; the orders'
// are in permissions.orders.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { ProductModel, UserModel } from '../db/models';
import { createProduct, createUser } from './factories';
import { unchanged, whoMayCall, type Endpoint } from './permission-table';
import { startTestApp, type TestApp } from './test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/product',
    access: 'public',
    ok: 200,
    prepare: async () => ({ path: '/api/product', changed: unchanged }),
  },
  {
    method: 'POST',
    route: '/api/product',
    access: 'admin',
    ok: 201,
    async prepare() {
      const productId = `PERM-${Math.random().toString(36).slice(2, 10)}`;
      const body = { productId, name: 'Lotus', price: 100, labeledPrice: 120 };
      return {
        path: '/api/product',
        body: { ...body, category: 'Religious', stock: 3 },
        changed: async () => (await ProductModel.count({ where: { productId } })) === 1,
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/product/:productId',
    access: 'admin',
    ok: 200,
    async prepare() {
      const product = await createProduct(app);
      return {
        path: `/api/product/${product.productId}`,
        body: { name: 'Renamed by the caller' },
        changed: async () =>
          (await ProductModel.findOne({ where: { productId: product.productId } }))?.name ===
          'Renamed by the caller',
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/product/:productId',
    access: 'admin',
    ok: 200,
    async prepare() {
      const product = await createProduct(app);
      return {
        path: `/api/product/${product.productId}`,
        changed: async () =>
          (await ProductModel.count({ where: { productId: product.productId } })) === 0,
      };
    },
  },
  {
    method: 'GET',
    route: '/api/user/current',
    access: 'user',
    ok: 200,
    prepare: async () => ({ path: '/api/user/current', changed: unchanged }),
  },
  {
    method: 'PUT',
    route: '/api/user/current/profile',
    access: 'user',
    ok: 200,
    async prepare(caller) {
      const id = Number(caller.user?.user._id ?? 0);
      return {
        path: '/api/user/current/profile',
        body: { firstName: 'Changed', lastName: 'Name', phone: '0771234567' },
        changed: async () => (await UserModel.findByPk(id))?.firstName === 'Changed',
      };
    },
  },
  {
    method: 'GET',
    route: '/api/user/current/export',
    access: 'user',
    ok: 200,
    prepare: async () => ({ path: '/api/user/current/export', changed: unchanged }),
  },
  {
    method: 'GET',
    route: '/api/user/admin/all',
    access: 'admin',
    ok: 200,
    prepare: async () => ({ path: '/api/user/admin/all', changed: unchanged }),
  },
  {
    method: 'DELETE',
    route: '/api/user/:id',
    access: 'admin',
    ok: 200,
    async prepare() {
      const { user } = await createUser(app);
      return {
        path: `/api/user/${user._id}`,
        changed: async () => (await UserModel.findByPk(Number(user._id))) === null,
      };
    },
  },
  {
    method: 'PATCH',
    route: '/api/user/:id',
    access: 'admin',
    ok: 200,
    async prepare() {
      const { user } = await createUser(app);
      return {
        path: `/api/user/${user._id}`,
        body: { isDisabled: true },
        changed: async () => (await UserModel.findByPk(Number(user._id)))?.isDisabled === true,
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/user/:id/role',
    access: 'admin',
    ok: 200,
    async prepare() {
      const { user } = await createUser(app);
      return {
        path: `/api/user/${user._id}/role`,
        body: { role: 'admin' },
        changed: async () => (await UserModel.findByPk(Number(user._id)))?.role === 'admin',
      };
    },
  },
];

describe('who may call what (PRODUCT.md §3): products and users', () => {
  whoMayCall(ENDPOINTS, () => app);
});
