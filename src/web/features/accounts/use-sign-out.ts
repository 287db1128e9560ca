import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { paths } from '@web/lib/paths';
import { signOut, useSessionChanged } from './api';

/** Sign-out ends the session on the server; every cached answer is then dropped. */
export function useSignOut() {
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await sessionChanged(null);
      toast.success('Signed out', { description: "You've been successfully signed out" });
      navigate(paths.home);
    },
    meta: { errorTitle: 'Error signing out' },
  });
}
