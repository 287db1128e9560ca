import { formatCount } from '@shared/format';
import type { IconComponent } from '@web/components/icons';
import {
  Flag,
  MessageCircleQuestionMark,
  MessageSquareText,
  Package,
  PackagePlus,
  Star,
  Ticket,
  TrendingUp,
  Users,
  Hourglass,
  Scale,
} from '@web/components/icons';
import type { TAdminStats } from '@shared/schemas/admin';
import { Card } from '@web/components/ui/card';

interface StatCard {
  label: string;
  value: string;
  note?: string;
  icon: IconComponent;
}

const count = formatCount;

/** Field reports wait in the Pending Reviews tab too (issue 30), so the card names them. */
const fieldReportsWaiting = (n: number) => `and ${count(n)} field report${n === 1 ? '' : 's'}`;

/** Flags on questions and answers (issue 50) are decided in the same tab as those waiting. */
const flaggedQuestions = (n: number) => `and ${count(n)} flag${n === 1 ? '' : 's'} on them`;

/** SPEC §2 Admin dashboard: the nine cards, in the spec's order, issue 50's questions and issue 52's appeals. */
export function statCards(s: TAdminStats): StatCard[] {
  return [
    {
      label: 'Total Users',
      value: count(s.totalUsers),
      note: `+${count(s.newUsersThisWeek)} this week`,
      icon: Users,
    },
    {
      label: 'Total Products',
      value: count(s.totalProducts),
      note: `+${count(s.newProductsThisMonth)} this month`,
      icon: Package,
    },
    {
      label: 'Total Reviews',
      value: count(s.totalReviews),
      note: `+${count(s.newReviewsThisWeek)} this week`,
      icon: MessageSquareText,
    },
    {
      label: 'Average Rating',
      value: s.averageRating === null ? '—' : s.averageRating.toFixed(1),
      note: 'of rated products, out of 5',
      icon: Star,
    },
    { label: 'Pending Products', value: count(s.pendingProducts), icon: PackagePlus },
    {
      label: 'Pending Reviews',
      value: count(s.pendingReviews),
      note: s.pendingReports === 0 ? undefined : fieldReportsWaiting(s.pendingReports),
      icon: Hourglass,
    },
    { label: 'Flagged Reviews', value: count(s.flaggedReviews), icon: Flag },
    { label: 'Pending Invitations', value: count(s.pendingInvitations), icon: Ticket },
    {
      label: 'Pending Questions',
      value: count(s.pendingQuestions),
      note: s.flaggedQuestions === 0 ? undefined : flaggedQuestions(s.flaggedQuestions),
      icon: MessageCircleQuestionMark,
    },
    { label: 'Open Appeals', value: count(s.openAppeals), icon: Scale },
    {
      label: 'Growth Rate',
      value: `${s.growthRate.toFixed(1)}%`,
      note: 'new users in 7 days',
      icon: TrendingUp,
    },
  ];
}

export function StatCards({ stats }: { stats: TAdminStats }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {statCards(stats).map(({ label, value, note, icon: Icon }) => (
        <li key={label}>
          <Card className="h-full space-y-1 p-4">
            <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>{label}</span>
              <Icon className="size-4" aria-hidden />
            </div>
            <p className="text-2xl font-bold tabular-nums">{value}</p>
            {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
