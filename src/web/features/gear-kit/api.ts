import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { TViewer } from '@shared/schemas/me';
import { useViewer, viewerQuery } from '@web/lib/viewer';
import { api, ApiError } from '@web/lib/api';
import { gearKitKeys } from './keys';
import { refresh } from '@web/lib/query-keys';

export const gearKitQuery = () =>
  queryOptions({
    queryKey: gearKitKeys.mine,
    queryFn: async ({ signal }) => (await api('GET /api/me/gear-kit', { signal })).items,
  });

const saveProduct = (productId: string) =>
  api('PUT /api/me/gear-kit/:id', { params: { id: productId } });
const removeProduct = (productId: string) =>
  api('DELETE /api/me/gear-kit/:id', { params: { id: productId } });

/** What a visitor is told on reaching for the Gear Kit, before or after asking the server. */
export const GEAR_KIT_SIGN_IN = {
  title: 'Login required',
  description: 'Please sign in to add items to your Gear Kit',
};

const signInForGearKit = () =>
  toast.error(GEAR_KIT_SIGN_IN.title, { description: GEAR_KIT_SIGN_IN.description });

/**
 * SPEC §4 Gear Kit: the heart adds a product when absent and removes it when present. The
 * request says which (PUT or DELETE), so a repeated click cannot undo itself; the answer
 * updates the list and the header's count in place.
 */
export function useGearKit() {
  const { viewer } = useViewer();
  const client = useQueryClient();
  const list = useQuery({ ...gearKitQuery(), enabled: Boolean(viewer) });
  const saved = new Set((list.data ?? []).map((i) => i.productId));
  const mutation = useMutation({
    mutationFn: ({ productId, save }: { productId: string; save: boolean }) =>
      save ? saveProduct(productId) : removeProduct(productId),
    onSuccess: (change, { productId }) => {
      const items = client.setQueryData(gearKitQuery().queryKey, (before = []) => {
        const others = before.filter((i) => i.productId !== productId);
        return change.item ? [change.item, ...others] : others;
      });
      // Counted from the list, not taken from this answer: answers for two products may
      // arrive in either order, and the list is right in both.
      client.setQueryData(viewerQuery().queryKey, (v: TViewer | null | undefined) =>
        v ? { ...v, gearKitCount: items?.length ?? change.count } : v,
      );
      toast.success(change.saved ? 'Added to Gear Kit' : 'Removed from Gear Kit');
    },
    meta: {
      errorToast: (err) =>
        err instanceof ApiError && err.status === 401
          ? GEAR_KIT_SIGN_IN
          : { title: 'Error', description: err.message || 'Failed to update Gear Kit' },
    },
    onError: (err) => {
      if (!(err instanceof ApiError && err.status === 401)) void refresh(client, gearKitKeys.mine);
    },
  });
  return {
    signedIn: Boolean(viewer),
    /**
     * Known once the list has answered; until then no heart claims a state. If it failed, the
     * hearts still work: saving is idempotent, so a heart that wrongly looks empty is harmless.
     */
    ready: !viewer || !list.isPending,
    isSaved: (productId: string) => saved.has(productId),
    isBusy: (productId: string) => mutation.isPending && mutation.variables.productId === productId,
    toggle: (productId: string) => {
      if (!viewer) return signInForGearKit();
      if (mutation.isPending || list.isPending) return;
      mutation.mutate({ productId, save: !saved.has(productId) });
    },
  };
}
