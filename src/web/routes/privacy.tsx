import { DEFAULT_PRIVACY, LegalPage } from '@web/features/legal';
import { useStaticHead } from '@web/lib/head';

export default function PrivacyPage() {
  useStaticHead('privacy');
  return <LegalPage type="privacy" title="Privacy Policy" defaultSections={DEFAULT_PRIVACY} />;
}
