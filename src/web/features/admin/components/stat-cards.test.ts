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
  pendingQuestions: 0,
  flaggedQuestions: 0,
  openAppeals: 0,
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

describe('the Pending Questions card', () => {
  const card = (s: TAdminStats) => statCards(s).find((c) => c.label === 'Pending Questions');

  it('counts questions and answers waiting, and the flags on them when there are any', () => {
    expect(card(stats({ pendingQuestions: 4 }))).toMatchObject({ value: '4', note: undefined });
    expect(card(stats({ flaggedQuestions: 1 }))?.note).toBe('and 1 flag on them');
    expect(card(stats({ flaggedQuestions: 3 }))?.note).toBe('and 3 flags on them');
  });
});

describe('the Open Appeals card', () => {
  it('counts the appeals waiting for an admin', () => {
    const card = statCards(stats({ openAppeals: 2 })).find((c) => c.label === 'Open Appeals');
    expect(card).toMatchObject({ label: 'Open Appeals', value: '2' });
  });
});
