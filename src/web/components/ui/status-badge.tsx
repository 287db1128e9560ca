import { cn } from '@web/lib/cn';
import { Badge } from './badge';

/** Every moderation and invitation state of SPEC §4, and an appeal's (issue 52), with one colour each. */
export type Status =
  'pending' | 'approved' | 'rejected' | 'accepted' | 'expired' | 'open' | 'upheld' | 'reversed';

// Darker text in light theme, lighter in dark: small badge text keeps 4.5:1 contrast in both.
const GREEN = 'bg-green-600/15 text-green-800 dark:text-green-300';
const RED = 'bg-red-600/15 text-red-700 dark:text-red-300';
const STYLE: Record<Status, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-accent text-accent-foreground' },
  approved: { label: 'Approved', className: GREEN },
  accepted: { label: 'Accepted', className: GREEN },
  rejected: { label: 'Rejected', className: RED },
  expired: { label: 'Expired', className: RED },
  open: { label: 'Open', className: 'bg-accent text-accent-foreground' },
  // Of an appeal: the decision stands, or was undone.
  upheld: { label: 'Upheld', className: RED },
  reversed: { label: 'Reversed', className: GREEN },
};

export function StatusBadge({
  status,
  className,
  title,
}: {
  status: Status;
  className?: string;
  title?: string;
}) {
  const { label, className: tone } = STYLE[status];
  return (
    <Badge className={cn('border-transparent', tone, className)} title={title}>
      {label}
    </Badge>
  );
}
