import { DEFAULT_TERMS, LegalPage } from '@web/features/legal';
import { useStaticHead } from '@web/lib/head';

export default function TermsPage() {
  useStaticHead('terms');
  return <LegalPage type="terms" title="Terms of Service" defaultSections={DEFAULT_TERMS} />;
}
