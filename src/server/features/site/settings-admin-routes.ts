import {
  ZAdminSetting,
  ZAdminSettingList,
  ZSettingBody,
  ZSettingParams,
} from '@shared/schemas/site-settings';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { listSettings, saveSetting } from './settings-admin-service';

/** Who may call every route here: admins (and super admins). */
export async function settingsAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/settings',
    {
      schema: {
        operationId: 'adminListSettings',
        summary: 'List every site setting',
        tags: ['admin'],
        response: { 200: ZAdminSettingList },
      },
    },
    async () => ({ items: await listSettings(app.db) }),
  );

  app.put(
    '/api/admin/settings/:key',
    {
      schema: {
        operationId: 'adminSaveSetting',
        summary: 'Change a site setting',
        tags: ['admin'],
        errors: { 404: 'No setting has this key.' },
        params: ZSettingParams,
        body: ZSettingBody,
        response: { 200: ZAdminSetting },
      },
    },
    (req) => saveSetting(app.db, admitted(req), req.params.key, req.body.value),
  );
}
