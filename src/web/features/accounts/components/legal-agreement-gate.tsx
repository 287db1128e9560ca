import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { agreementsQuery } from '../api';
import { useViewer } from '@web/lib/viewer';

const LegalAgreementDialog = lazy(() => import('./legal-agreement-dialog'));

/**
 * Asks the server whether the signed-in user has legal documents to agree to, and only then
 * loads the blocking dialog (its Radix parts are not part of a visitor's first page).
 */
export function LegalAgreementGate() {
  const { viewer } = useViewer();
  const status = useQuery({ ...agreementsQuery(), enabled: Boolean(viewer) });
  if (!viewer || !status.data?.needsAgreement) return null;
  return (
    <Suspense fallback={null}>
      <LegalAgreementDialog />
    </Suspense>
  );
}
