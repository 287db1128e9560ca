import { useQueryClient } from '@tanstack/react-query';

/** After a decision: the admin lists, the product's figures and its public reviews change. */
export function useModerationRefresh() {
  const client = useQueryClient();
  return () => {
    for (const key of [['admin'], ['products'], ['reviews']]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };
}
