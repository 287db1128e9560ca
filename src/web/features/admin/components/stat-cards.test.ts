import { describe, expect, it } from 'vitest';
import type { TAdminStats } from '@shared/schemas/admin';
import { statCards } from './stat-cards';

const stats = (over: Partial<TAdminStats> = {}): TAdminStats => ({
  totalUsers: 10,
  newUsersThisWeek: 1,
  totalProducts: 5,
  newProductsThisMonth: 1,
  totalReviews: 7,
  newReviewsThisWeek: 2,
  averageRating: 4.2,
  pendingProducts: 0,
  pendingReviews: 3,
  pendingReports: 0,
  flaggedReviews: 0,
  pendingInvitations: 0,
  growthRate: 10,
  daily: [],
  ...over,
});

const pendingCard = (s: TAdminStats) => statCards(s).find((c) => c.label === 'Pending Reviews');

describe('the Pending Reviews card', () => {
  it('counts reviews and says nothing more when no field report waits', () => {
    expect(pendingCard(stats())).toMatchObject({ value: '3', note: undefined });
  });

  it('names the field reports waiting in the same tab', () => {
    expect(pendingCard(stats({ pendingReports: 1 }))?.note).toBe('and 1 field report');
    expect(pendingCard(stats({ pendingReports: 1200 }))?.note).toBe('and 1,200 field reports');
  });
});
