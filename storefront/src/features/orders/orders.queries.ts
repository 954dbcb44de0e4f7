import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, PlaceOrderInput } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { queryRoots } from '../../lib/query-keys';

export const orderKeys = {
  all: queryRoots.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  mine: () => [...orderKeys.lists(), 'mine'] as const,
};

export const orderQueries = {
  mine: () =>
    queryOptions({
      queryKey: orderKeys.mine(),
      queryFn: async () => (await api.order.list()).items,
      retry: false,
    }),
};

export const useMyOrders = (enabled: boolean) => useQuery({ ...orderQueries.mine(), enabled });

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

/** Deleting a Pending order removes it from the list and puts its stock back. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderID: string) => api.order.remove(orderID),
    onSuccess: (_answer, orderID) => {
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
