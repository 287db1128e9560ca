import { useSignOut } from '../use-sign-out';

/** The small screens' menu ends a member's session here, as the user menu does on wide ones. */
export default function MobileSignOut({ className }: { className: string }) {
  const signOut = useSignOut();
  return (
    <button
      type="button"
      className={className}
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      {signOut.isPending ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}
