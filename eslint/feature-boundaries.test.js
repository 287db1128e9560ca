import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const ROOT = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(ROOT, file);
/** A reach into `feature` by the one import in `code`. */
const reaching = (filename, code, feature) => ({
  filename: at(filename),
  code,
  errors: [{ messageId: 'reach', data: { source: /'([^']+)'/.exec(code)[1], feature } }],
});

new RuleTester({
  languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
}).run('feature-boundaries', featureBoundaries, {
  valid: [
    {
      filename: at('src/web/features/reviews/components/review-list.tsx'),
      code: "import { useSessionChanged } from '@web/features/accounts';",
    },
    {
      filename: at('src/web/features/reviews/components/review-list.tsx'),
      code: "import { reviewListQuery } from '../api'; import { x } from '../../accounts/index';",
    },
    {
      filename: at('src/web/routes/admin.tsx'),
      code: "const tab = () => import('@web/features/site/components/admin-settings-tab');",
    },
    {
      filename: at('src/web/app/header.tsx'),
      code: "import { UserMenu } from '@web/features/accounts'; import { paths } from '@web/lib/paths';",
    },
    {
      filename: at('src/web/features/site/index.ts'),
      code: "export { settingsQuery } from './api'; export * from './components/advisors';",
    },
    {
      filename: at('src/server/features/reviews/service.ts'),
      code: "import { PRODUCT_NOT_FOUND } from '../products/index';",
    },
    {
      filename: at('src/server/features/seo/index.ts'),
      code: "export { seoFeature } from './feature';",
    },
    {
      // A foreign key names the other feature's table.
      filename: at('src/server/features/reviews/schema.ts'),
      code: "import { products } from '../products/schema';",
    },
    {
      filename: at('src/server/features/reviews/moderation/flags.ts'),
      code: "import { reviews } from '../schema'; import { user } from '../../../db/schema';",
    },
    {
      filename: at('src/server/db/seed/seed.ts'),
      code: "import { products } from '../../features/products/schema';",
    },
  ],
  invalid: [
    reaching(
      'src/web/lib/viewer.ts',
      "import { x } from '@web/features/accounts/api';",
      'accounts',
    ),
    reaching(
      'src/server/plugins/app-plugins.ts',
      "import { CHANGES_CHANNEL } from '../features/events/change';",
      'events',
    ),
    reaching(
      'src/web/features/mission-matcher/api.ts',
      "import { gearKitQuery } from '@web/features/gear-kit/api';",
      'gear-kit',
    ),
    reaching(
      'src/web/features/mission-matcher/components/kit-result.tsx',
      "import { GearKitButton } from '../../gear-kit/components/gear-kit-button';",
      'gear-kit',
    ),
    reaching(
      'src/web/routes/home.tsx',
      "import { highlightsQuery } from '@web/features/products/api';",
      'products',
    ),
    reaching(
      'src/web/app/layout.tsx',
      "import { useLiveUpdates } from '@web/features/events/use-live-updates';",
      'events',
    ),
    reaching(
      'src/web/features/admin/components/admin-dashboard.tsx',
      "const tab = () => import('@web/features/site/components/admin-settings-tab');",
      'site',
    ),
    reaching(
      'src/web/features/contact/index.ts',
      "export { InviteDialog } from '../invitations/components/invite-dialog';",
      'invitations',
    ),
    {
      filename: at('src/web/features/site/index.ts'),
      code: "export { settingsQuery } from './api'; export const x = 1;",
      errors: [{ messageId: 'indexCode' }],
    },
    {
      filename: at('src/server/features/contact/index.ts'),
      code: "import { contactRoutes } from './routes'; export async function contactFeature(app) { await app.register(contactRoutes); }",
      errors: [{ messageId: 'indexCode' }, { messageId: 'indexCode' }],
    },
    reaching(
      'src/server/features/reviews/service.ts',
      "import { PRODUCT_NOT_FOUND } from '@server/features/products/service';",
      'products',
    ),
    {
      filename: at('src/server/features/submissions/service.ts'),
      code: "import { products } from '../products/schema';",
      errors: [
        { messageId: 'tables', data: { source: '../products/schema', feature: 'products' } },
      ],
    },
    {
      filename: at('src/server/features/accounts/data-export.ts'),
      code: "import { reviewFlags } from '@server/features/reviews/moderation/schema';",
      errors: [{ messageId: 'tables' }],
    },
    {
      filename: at('src/server/features/products/index.ts'),
      code: "export { products } from './schema';",
      errors: [{ messageId: 'tablesExported' }],
    },
    {
      filename: at('src/server/features/products/admin-service.ts'),
      code: "import { dropReviewsOfProduct } from '../reviews';",
      errors: [
        {
          messageId: 'order',
          data: {
            source: '../reviews',
            feature: 'reviews',
            own: 'products',
            below:
              'health, opsec, transparency, site, legal, contact, notifications, invitations, verification',
          },
        },
      ],
    },
    {
      filename: at('src/web/features/verification/components/verification-card.tsx'),
      code: "import { reviewKeys } from '@web/features/reviews';",
      errors: [{ messageId: 'order' }],
    },
    {
      filename: at('src/server/features/reviews/service.ts'),
      code: "import { x } from '../newcomer';",
      errors: [{ messageId: 'unordered', data: { feature: 'newcomer' } }],
    },
  ],
});
