import { DEFAULT_TERMS } from '@web/features/legal/default-terms';
import { LegalPage } from '@web/features/legal/components/legal-page';
import { useStaticHead } from '@web/lib/head';

export default function TermsPage() {
  useStaticHead('/terms');
  return <LegalPage type="terms" title="Terms of Service" defaultSections={DEFAULT_TERMS} />;
}
