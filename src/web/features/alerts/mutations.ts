import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAlert, TAlertUpdate } from '@shared/schemas/alerts';
import { productKeys } from '@web/features/products';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh } from '@web/lib/query-keys';
import { postAlert, updateAlert } from './api';

/**
 * Posts an alert on the product (`alertId` null) or writes one again, closing or reopening it
 * with `resolved`. The product, its cards and the alerts list all show it.
 */
export function useSaveAlert(
  productId: string,
  alertId: string | null,
  screen: ScreenPart<TAlert, TAlertUpdate>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: (body: TAlertUpdate) =>
      alertId ? updateAlert(alertId, body) : postAlert(productId, body),
    meta: { errorTitle: alertId ? 'Error updating alert' : 'Error posting alert' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      await refresh(client, productKeys.all);
    },
  });
}
