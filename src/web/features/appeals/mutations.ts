import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppealItem, TAppealSettle } from '@shared/schemas/appeals';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { fileAppeal, settleAppeal } from './api';
import { appealKeys } from './keys';

type Filing = { item: Pick<TAppealItem, 'kind' | 'id' | 'parentId'>; note: string };

export function useFileAppeal(screen: ScreenPart<unknown, Filing>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: ({ item, note }: Filing) => fileAppeal(item, note),
    meta: { errorTitle: 'Appeal not sent' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, appealKeys.mine);
    },
    // Appealed already, or decided again meanwhile: the list shows what now holds.
    onError: async (...failed) => {
      await screen.onError?.(...failed);
      void refresh(client, appealKeys.mine);
    },
  });
}

type Settling = { id: string } & TAppealSettle;

/** A settlement changes the item, its queues and the dashboard's counts: the admin tree. */
export function useSettleAppeal(screen: ScreenPart<unknown, Settling>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: ({ id, ...body }: Settling) => settleAppeal(id, body),
    meta: { errorTitle: 'Appeal not settled' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, rootKeys.admin, rootKeys.products, rootKeys.reviews);
    },
    // Settled by another admin meanwhile: the list shows what now holds.
    onError: async (...failed) => {
      await screen.onError?.(...failed);
      void refresh(client, appealKeys.open);
    },
  });
}
