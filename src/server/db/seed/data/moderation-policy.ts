/** Issue 52: the demo's moderation policy, version 1.0, which an admin replaces from the dashboard. */
export const SEED_MODERATION_POLICY = {
  version: '1.0',
  body: `Every review, field report, question and answer is read by a moderator before or soon after it is public. We hold a one-star review to exactly the same standard as a five-star one: we never reject a review for being negative, and we publish how often we approve reviews of each star rating.

We reject a post when it is spam or advertising, is not about the product, is abusive, hateful or harassing, is not the writer's own experience, hides a connection to the maker, or reveals sensitive information such as grid references, unit designators or the dates of future movements. The writer is told why.

Members' flags can hide a post until a moderator looks at it. A post hidden by flags and kept by a moderator is restored.

The writer of a rejected post, or of one members' flags hid, may appeal once, saying why. An administrator other than the one who made the decision settles the appeal: they restore the post or let the decision stand, and tell the writer why. We publish how many appeals we receive each month and how they end.

Reviewers say how they got the gear. Reviews of gear given free or at a discount, or by someone connected to the maker, count in the scores, are marked, and can be left out by the reader.`,
} as const;
