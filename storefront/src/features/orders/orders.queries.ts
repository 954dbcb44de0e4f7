import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  MAX_PAGE_LIMIT,
  pageCount,
  type Order,
  type DiscountCheckRequestInput,
  type PlaceOrderInput,
  type ShippingQuoteRequestInput,
} from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';
import { useOrderKey } from './order-key';

export const orderKeys = {
  all: queryRoots.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  mine: () => [...orderKeys.lists(), 'mine'] as const,
  /** A guest's order by its key; never cached past the page (the key is its own secret). */
  byKey: (key: string) => [...orderKeys.all, 'by-key', key] as const,
  /** A paid order's digital downloads, with what each has left (PRODUCT §13). */
  downloads: (orderID: string, key?: string) =>
    [...orderKeys.all, 'downloads', orderID, key ?? null] as const,
};

/**
 * Every order of the shopper: the first page says how many there are (X-Total-Count), the
 * rest are asked for together. An order that moved between pages while they were read is
 * listed once.
 */
async function allMyOrders(): Promise<Order[]> {
  const limit = MAX_PAGE_LIMIT;
  const first = await api.order.list({ page: 1, limit });
  const more = Array.from({ length: pageCount(first.total, limit) - 1 }, (_, i) =>
    api.order.list({ page: i + 2, limit }),
  );
  const seen = new Set<string>();
  return [first, ...(await Promise.all(more))]
    .flatMap((page) => page.items)
    .filter((order) => !seen.has(order.orderID) && Boolean(seen.add(order.orderID)));
}

export const orderQueries = {
  mine: () =>
    queryOptions({
      queryKey: orderKeys.mine(),
      queryFn: allMyOrders,
      retry: false,
    }),
  byKey: (key: string) =>
    queryOptions({
      queryKey: orderKeys.byKey(key),
      queryFn: () => api.order.byToken(key),
      retry: false,
      gcTime: 0,
    }),
};

/** A guest order's key as the client's last argument, or nothing in My Orders. */
export const keyArgs = (key: string | undefined): [] | [string] => (key ? [key] : []);

/** An order changed on the guest's page: shown as it now is. */
function showKeyed(
  queryClient: ReturnType<typeof useQueryClient>,
  key: string | undefined,
  order: Order,
) {
  if (key) queryClient.setQueryData(orderKeys.byKey(key), order);
}

/** How often to look again, and for how long, while a card payment's result is on its way. */
export const CARD_RETURN_POLL_MS = 4000;
export const CARD_RETURN_POLLS = 15;

/**
 * Back from the card gateway, the gateway's notice may reach the shop a moment after the
 * shopper: while the order they came back to is a card order still unpaid, the list is asked
 * again every few seconds, for about a minute.
 */
export function cardReturnPollInterval(
  orders: readonly Order[] | undefined,
  returnedTo: string | null,
  updates: number,
): number | false {
  if (!returnedTo || updates > CARD_RETURN_POLLS) return false;
  const order = orders?.find((known) => known.orderID === returnedTo);
  return order?.paymentMethod === 'card' && order.paymentStatus === 'unpaid'
    ? CARD_RETURN_POLL_MS
    : false;
}

export const useMyOrders = (enabled: boolean, returnedTo: string | null = null) =>
  useQuery({
    ...orderQueries.mine(),
    enabled,
    refetchInterval: (query) =>
      cardReturnPollInterval(query.state.data, returnedTo, query.state.dataUpdateCount),
  });

/**
 * An order takes stock and feeds the trending list, so the product queries are stale after it,
 * as is the shopper's order list.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => api.order.place(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.products }),
      ]),
  });
}

/**
 * Deleting a Pending order cancels it (its stock goes back on sale) and takes it off the
 * shopper's list; the shop keeps it for its books.
 */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  const key = useOrderKey();
  return useMutation({
    mutationFn: (orderID: string) => api.order.remove(orderID, ...keyArgs(key)),
    onSuccess: (_answer, orderID) => {
      if (key) void queryClient.invalidateQueries({ queryKey: orderKeys.byKey(key) });
      queryClient.setQueryData<Order[]>(orderKeys.mine(), (orders) =>
        orders?.filter((order) => order.orderID !== orderID),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.products }),
      ]);
    },
  });
}

/** Each shipping method's fee and delivery days for a destination and these lines. */
export function useShippingQuote(input: ShippingQuoteRequestInput) {
  return useQuery({
    queryKey: [...orderKeys.all, 'quote', input] as const,
    queryFn: () => api.shipping.quote(input),
    placeholderData: keepPreviousData,
    enabled: input.billItems.length > 0,
    retry: false,
  });
}

/**
 * What the applied discount code takes off these lines, asked again whenever the lines or the
 * country change (the server prices them); nothing is asked until a code is applied. A code
 * that does not apply fails with the server's plain reason as its message.
 */
export function useDiscountCheck(input: DiscountCheckRequestInput | null) {
  return useQuery({
    queryKey: [...orderKeys.all, 'discount', input] as const,
    queryFn: () => api.discount.check(input as DiscountCheckRequestInput),
    enabled: input !== null && input.billItems.length > 0,
    retry: false,
  });
}

/** The form to post to the card gateway for an order of the shopper's. */
export function useCardCheckout() {
  const pageKey = useOrderKey();
  return useMutation({
    /** `key`: a guest order's, just placed (else the order page's, if any). */
    mutationFn: ({ orderID, key }: { orderID: string; key?: string | undefined }) =>
      api.payment.cardCheckout(orderID, ...keyArgs(key ?? pageKey)),
  });
}

/** Uploads a bank-transfer slip; the order comes back awaiting verification. */
export function useUploadSlip() {
  const queryClient = useQueryClient();
  const key = useOrderKey();
  return useMutation({
    mutationFn: ({ orderID, file }: { orderID: string; file: File }) =>
      api.payment.uploadSlip(orderID, file, file.name, ...keyArgs(key)),
    onSuccess: ({ order }) => {
      showKeyed(queryClient, key, order);
      queryClient.setQueryData<Order[]>(orderKeys.mine(), (orders) =>
        orders?.map((known) => (known.orderID === order.orderID ? order : known)),
      );
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
