import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { UnsubscribePanel } from '@web/features/notifications';
import { useStaticHead } from '@web/lib/head';
import { useSearchParams } from '@web/lib/router';

/** Where an e-mail's unsubscribe link lands (`?token=`), signed in or not. */
export default function UnsubscribePage() {
  useStaticHead('unsubscribe');
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <CardTitle as="h1" size="2xl">
            E-mail preferences
          </CardTitle>
        </CardHeader>
        <CardContent>
          <UnsubscribePanel token={params.get('token')} />
        </CardContent>
      </Card>
    </div>
  );
}
