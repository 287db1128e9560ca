import { DEFAULT_PRIVACY } from '@web/features/legal/default-privacy';
import { LegalPage } from '@web/features/legal/components/legal-page';
import { useStaticHead } from '@web/lib/head';

export default function PrivacyPage() {
  useStaticHead('/privacy');
  return <LegalPage type="privacy" title="Privacy Policy" defaultSections={DEFAULT_PRIVACY} />;
}
