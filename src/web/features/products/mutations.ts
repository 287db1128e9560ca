import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProduct } from '@shared/schemas/products';
import type { TProductEdit } from '@shared/schemas/product-edit';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import type { Standard } from '@shared/compliance';
import type { TClaimFlagDecision, TClaimFlagRequest } from '@shared/schemas/compliance';
import { decideClaimFlag, deleteProduct, editProduct, flagClaim } from './api';
import { productKeys } from './keys';

export function useEditProduct(id: string, screen: ScreenPart<TProduct, TProductEdit>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: (body: TProductEdit) => editProduct(id, body),
    meta: { errorTitle: 'Error updating product' },
    onSuccess: async (...done) => {
      // Opened again at once, the form must start from what was saved, not the cached answer
      // it opened with (a second save would put the old values back).
      client.setQueryData(productKeys.detail(done[0].id), done[0]);
      await screen.onSuccess?.(...done);
      void refresh(client, productKeys.all);
    },
  });
}

/** A product goes with its reviews, and from every member's Gear Kit. */
export function useDeleteProduct(screen: ScreenPart<unknown, string>) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: deleteProduct,
    meta: { errorTitle: 'Error deleting product' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, productKeys.all, rootKeys.reviews, rootKeys.admin, rootKeys.viewer);
    },
  });
}

/** Issue 49: a member's flag on a claim; the admins' queue is theirs to refresh. */
export function useFlagClaim(
  productId: string,
  standard: Standard,
  screen: ScreenPart<unknown, TClaimFlagRequest>,
) {
  return useMutation({
    ...screen,
    mutationFn: (body: TClaimFlagRequest) => flagClaim(productId, standard, body),
    meta: { errorTitle: 'Error flagging claim' },
  });
}

/** Issue 49: an admin dismisses or upholds a flag on a claim. */
export function useDecideClaimFlag(
  flagId: string,
  screen: ScreenPart<unknown, TClaimFlagDecision['decision']>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: (decision: TClaimFlagDecision['decision']) => decideClaimFlag(flagId, { decision }),
    meta: { errorTitle: 'Error deciding flag' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, productKeys.complianceQueue, rootKeys.admin);
    },
  });
}
