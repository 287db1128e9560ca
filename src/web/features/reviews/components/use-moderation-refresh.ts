import { useQueryClient } from '@tanstack/react-query';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { reviewKeys } from '../keys';

/** After a decision: the admin lists, the product's figures and its public reviews change. */
export function useModerationRefresh() {
  const client = useQueryClient();
  return () => void refresh(client, rootKeys.admin, rootKeys.products, reviewKeys.all);
}
