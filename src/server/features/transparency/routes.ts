import { ZTransparency } from '@shared/schemas/transparency';
import type { AppInstance } from '../../app-types';
import { transparency } from './service';

export async function transparencyRoutes(app: AppInstance) {
  /**
   * Who may call: anyone. The moderation policy in force and its versions, and each month's
   * figures since launch, counted from the audit log (issue 52).
   */
  app.get(
    '/api/transparency',
    {
      schema: {
        operationId: 'getTransparency',
        summary: 'Read the moderation policy and the monthly moderation figures',
        tags: ['transparency'],
        response: { 200: ZTransparency },
      },
    },
    () => transparency(app.db),
  );
}
