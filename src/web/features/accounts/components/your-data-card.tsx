import { isSuperAdmin } from '@shared/roles';
import { Download } from '@web/components/icons';
import { DELETION_MSG } from '@shared/schemas/account-deletion';
import type { TViewer } from '@shared/schemas/me';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useDownloadMyData } from '../mutations';
import { DeleteAccountDialog } from './delete-account-dialog';

/** SPEC §2 Privacy's rights of access, export and deletion, on the member's own profile. */
export function YourDataCard({ viewer, onDeleted }: { viewer: TViewer; onDeleted: () => void }) {
  const download = useDownloadMyData();
  const superAdmin = isSuperAdmin(viewer);
  return (
    <Card role="region" aria-labelledby="your-data-title">
      <CardHeader className="space-y-1.5">
        <CardTitle as="h2" id="your-data-title">
          Your data
        </CardTitle>
        <CardDescription>
          Download everything we hold about you as one JSON file, or delete your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden /> {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <DeleteAccountDialog viewer={viewer} onDeleted={onDeleted} />
        {superAdmin ? (
          <p className="w-full text-sm text-muted-foreground">{DELETION_MSG.superAdmin}.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
