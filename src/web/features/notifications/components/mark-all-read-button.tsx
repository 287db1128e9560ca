import { CheckCheck } from '@web/components/icons';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useMarkRead } from '../mutations';

/** Disabled while it works and when nothing is unread (or the count is not known yet). */
export function MarkAllReadButton({ unread }: { unread: number | undefined }) {
  const mark = useMarkRead();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={mark.isPending || !unread}
      onClick={() =>
        mark.mutate(
          { all: true },
          { onSuccess: () => toast.success('All notifications marked as read') },
        )
      }
    >
      <CheckCheck aria-hidden /> {mark.isPending ? 'Marking...' : 'Mark all as read'}
    </Button>
  );
}
