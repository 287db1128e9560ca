import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { VerifyCallbackPanel } from '@web/features/verification';
import { useStaticHead } from '@web/lib/head';

/** `/verify/callback`: the identity provider's answer, checked by the server (issue 29). */
export default function VerifyCallbackPage() {
  useStaticHead('verifyCallback');
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <CardTitle as="h1" size="2xl">
            Service verification
          </CardTitle>
        </CardHeader>
        <CardContent>
          <VerifyCallbackPanel />
        </CardContent>
      </Card>
    </div>
  );
}
