// The order of the features (issue 45), bottom first: a feature may import, through its index.ts,
// only a feature listed before it, so no two features can import each other, directly or round
// about. What two features both need goes below both (lib/, components/, a lower feature), and a
// lower feature that must call a higher one takes that call as an option from the composition
// (src/server/app.ts, src/web/app/): products' deletion drops the reviews of the product through
// the function app.ts hands it, verification tells reviews through one too.
export const FEATURE_ORDER = {
  server: [
    'health',
    'site',
    'legal',
    'contact',
    'notifications',
    'invitations',
    'verification',
    'products',
    'pictures',
    'reviews',
    'gear-kit',
    'submissions',
    'mission-matcher',
    'search',
    'alerts',
    'seo',
    'admin',
    'retention',
    'events',
    'accounts',
  ],
  web: [
    'site',
    'invitations',
    'contact',
    'verification',
    'accounts',
    'legal',
    'products',
    'alerts',
    'gear-kit',
    'mission-matcher',
    'reviews',
    'search',
    'submissions',
    'notifications',
    'admin',
    'events',
  ],
};
