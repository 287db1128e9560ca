import { sql } from 'drizzle-orm';
import { DASHBOARD_PRODUCTS_DAYS, DASHBOARD_RECENT_DAYS } from '@shared/limits';
import { growthRate, type TAdminStats } from '@shared/schemas/admin';
import type { Db } from '../../db/types';

const CHART_DAYS = 30;

interface CountsRow {
  total_users: number;
  new_users: number;
  total_products: number;
  new_products: number;
  total_reviews: number;
  new_reviews: number;
  average_rating: number | null;
  pending_products: number;
  pending_reviews: number;
  pending_reports: number;
  flagged_reviews: number;
  pending_questions: number;
  flagged_questions: number;
  open_appeals: number;
  pending_invitations: number;
}

interface DayRow {
  day: string;
  users: number;
  reviews: number;
  products: number;
}

const recent = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * SPEC §2 / §7 Dashboard: the nine cards (and issue 50's questions) in one statement of counts, and the 30-day chart in
 * one more. Users are profiles; reviews are approved ones, "this week" by when they were
 * written; the average is over rated products (an unrated product has no rating to average).
 */
export async function adminStats(db: Db): Promise<TAdminStats> {
  const counts = (await db.execute(sql`
    select
      (select count(*) from profiles)::int as total_users,
      (select count(*) from profiles where created_at > ${recent(DASHBOARD_RECENT_DAYS)})::int as new_users,
      (select count(*) from products)::int as total_products,
      (select count(*) from products where created_at > ${recent(DASHBOARD_PRODUCTS_DAYS)})::int as new_products,
      (select count(*) from reviews where status = 'approved')::int as total_reviews,
      (select count(*) from reviews where status = 'approved'
         and created_at > ${recent(DASHBOARD_RECENT_DAYS)})::int as new_reviews,
      (select round(avg(average_rating), 2)::float8 from products where review_count > 0) as average_rating,
      (select count(*) from pending_products where status = 'pending')::int as pending_products,
      (select count(*) from reviews where status = 'pending')::int as pending_reviews,
      (select count(*) from review_reports where status = 'pending')::int as pending_reports,
      (select count(*) from review_flags where status = 'pending')::int as flagged_reviews,
      ((select count(*) from questions where status = 'pending')
        + (select count(*) from answers where status = 'pending'))::int as pending_questions,
      (select count(*) from qa_flags where status = 'pending')::int as flagged_questions,
      (select count(*) from appeals where status = 'open')::int as open_appeals,
      (select count(*) from invitations where status = 'pending')::int as pending_invitations
  `)) as unknown as { rows: CountsRow[] };
  // One pass per table over the window, grouped by day, rather than a count per day.
  const start = sql`date_trunc('day', now()) - make_interval(days => ${CHART_DAYS - 1})`;
  const perDay = (table: string) =>
    sql`select date_trunc('day', created_at) as d, count(*)::int as n from ${sql.identifier(table)}
        where created_at >= ${start} group by 1`;
  const days = (await db.execute(sql`
    with days as (select generate_series(${start}, date_trunc('day', now()), interval '1 day') as day),
      u as (${perDay('profiles')}), r as (${perDay('reviews')}), p as (${perDay('products')})
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(u.n, 0) as users, coalesce(r.n, 0) as reviews, coalesce(p.n, 0) as products
    from days
      left join u on u.d = days.day
      left join r on r.d = days.day
      left join p on p.d = days.day
    order by days.day
  `)) as unknown as { rows: DayRow[] };
  const c = counts.rows[0]!;
  return {
    totalUsers: c.total_users,
    newUsersThisWeek: c.new_users,
    totalProducts: c.total_products,
    newProductsThisMonth: c.new_products,
    totalReviews: c.total_reviews,
    newReviewsThisWeek: c.new_reviews,
    averageRating: c.average_rating === null ? null : Number(c.average_rating),
    pendingProducts: c.pending_products,
    pendingReviews: c.pending_reviews,
    pendingReports: c.pending_reports,
    flaggedReviews: c.flagged_reviews,
    pendingQuestions: c.pending_questions,
    flaggedQuestions: c.flagged_questions,
    openAppeals: c.open_appeals,
    pendingInvitations: c.pending_invitations,
    growthRate: growthRate(c.new_users, c.total_users),
    daily: days.rows.map((d) => ({
      day: d.day,
      users: Number(d.users),
      reviews: Number(d.reviews),
      products: Number(d.products),
    })),
  };
}
