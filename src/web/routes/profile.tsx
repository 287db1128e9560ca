import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import type { TViewer } from '@shared/schemas/me';
import { paths } from '@web/lib/paths';
import { LoadFailed } from '@web/components/ui/list-states';
import { Spinner } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { viewerQuery } from '@web/lib/viewer';
import { ProfileHeader, TwoFactorCard, YourDataCard } from '@web/features/accounts';
import { MyAppealsTab } from '@web/features/appeals';
import { gearKitQuery, GearKitTab } from '@web/features/gear-kit';
import { InvitationsTab } from '@web/features/invitations';
import { NotificationSettingsCard } from '@web/features/notifications';
import { myReviewsQuery, MyReviewsTab } from '@web/features/reviews';
import { mySubmissionsQuery, MySubmissionsTab } from '@web/features/submissions';
import { useStaticHead } from '@web/lib/head';
import { VerificationCard, verificationQuery } from '@web/features/verification';
import { VerifiedBadge } from '@web/components/verified-badge';

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

const TABS = [
  'reviews',
  'submissions',
  'invitations',
  'gear-kit',
  'notifications',
  'verification',
  'appeals',
] as const;

/** The open tab lives in the URL (`?tab=gear-kit`), so a link or Back can land on it. */
function useProfileTab() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((t) => t === asked) ?? 'reviews';
  const open = (next: string) =>
    setParams(next === 'reviews' ? {} : { tab: next }, { replace: true });
  return [tab, open] as const;
}

function Profile({ viewer, onDeleted }: { viewer: TViewer; onDeleted: () => void }) {
  const [tab, openTab] = useProfileTab();
  // The tabs read the same queries; these give their counts.
  const reviews = useQuery(myReviewsQuery()).data;
  const submissions = useQuery(mySubmissionsQuery()).data;
  const gearKit = useQuery(gearKitQuery()).data;
  const held = useQuery(verificationQuery()).data?.verification;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-12">
      <ProfileHeader
        viewer={viewer}
        badges={held ? <VerifiedBadge affiliation={held.affiliation} /> : null}
      />
      <TwoFactorCard viewer={viewer} />
      <Tabs value={tab} onValueChange={openTab}>
        {/* Seven tabs do not fit a phone: they wrap onto more rows, every label whole. */}
        <TabsList className="h-auto flex-wrap justify-start" aria-label="Your activity">
          <TabsTrigger value="reviews">{withCount('My Reviews', reviews?.length)}</TabsTrigger>
          <TabsTrigger value="submissions">
            {withCount('My Submissions', submissions?.length)}
          </TabsTrigger>
          <TabsTrigger value="invitations">Invitations</TabsTrigger>
          <TabsTrigger value="gear-kit">
            {withCount('Gear Kit', gearKit?.length ?? viewer.gearKitCount)}
          </TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="verification">Verification</TabsTrigger>
          <TabsTrigger value="appeals">Appeals</TabsTrigger>
        </TabsList>
        <TabsContent value="reviews">
          <MyReviewsTab />
        </TabsContent>
        <TabsContent value="submissions">
          <MySubmissionsTab />
        </TabsContent>
        <TabsContent value="invitations">
          <InvitationsTab emailVerified={viewer.emailVerified} />
        </TabsContent>
        <TabsContent value="gear-kit">
          <GearKitTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationSettingsCard />
        </TabsContent>
        <TabsContent value="verification">
          <VerificationCard />
        </TabsContent>
        <TabsContent value="appeals">
          <MyAppealsTab />
        </TabsContent>
      </Tabs>
      <YourDataCard viewer={viewer} onDeleted={onDeleted} />
    </div>
  );
}

/** /api/me itself failed: the user may well be signed in, so say so rather than redirect. */
function ProfileLoadError({ message, retry }: { message: string; retry: () => void }) {
  useEffect(() => {
    toast.error('Error loading profile', { description: message });
  }, [message]);
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <LoadFailed retry={retry}>We couldn&apos;t load your profile.</LoadFailed>
    </div>
  );
}

/** SPEC §2 Profile: signed-in only; a visitor is sent to /auth. */
export default function ProfilePage() {
  useStaticHead('profile');
  const { data: viewer, isPending, error, refetch } = useQuery(viewerQuery());
  // A member who has just deleted their account goes home, not to the sign-in page.
  const [deleted, setDeleted] = useState(false);
  if (isPending) return <Spinner />;
  if (viewer) return <Profile viewer={viewer} onDeleted={() => setDeleted(true)} />;
  if (error) return <ProfileLoadError message={error.message} retry={() => void refetch()} />;
  return <Navigate to={deleted ? paths.home : paths.auth} replace />;
}
