import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '@web/components/ui/button';

// The dialog and its form libraries load only when a visitor opens it.
const InviteRequestDialog = lazy(() => import('./invite-request-dialog'));

/** 'Request Beta Invite': opens the invite request form of SPEC §5. */
export function RequestInviteButton(
  props: Omit<ComponentProps<typeof Button>, 'onClick' | 'children'>,
) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        Request Beta Invite
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <InviteRequestDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
