import { AlertTriangle, Clock, Lightbulb, Mail } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ContactForm } from '@web/features/contact/components/contact-form';
import { useStaticHead } from '@web/lib/head';

export default function ContactPage() {
  useStaticHead('/contact');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
        <p className="text-muted-foreground">
          Questions, feedback or a problem with a submission? Send us a message.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Send a message</CardTitle>
            <CardDescription>No account needed.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <aside className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Mail className="size-4 text-primary" /> Email support
              </CardTitle>
              <CardDescription>
                Use this form: every message reaches our support team directly.
              </CardDescription>
            </CardHeader>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Lightbulb className="size-4 text-primary" /> Feedback topics
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-inside list-disc space-y-1 text-sm text-muted-foreground">
                <li>Feature requests</li>
                <li>Bug reports</li>
                <li>Partnership opportunities</li>
                <li>Product submission issues</li>
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Clock className="size-4 text-primary" /> Response time
              </CardTitle>
              <CardDescription>We reply within 24-48 hours on business days.</CardDescription>
            </CardHeader>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <AlertTriangle className="size-4 text-primary" /> Urgent matters
              </CardTitle>
              <CardDescription>
                Put 'URGENT' in the subject line and we'll look at it first.
              </CardDescription>
            </CardHeader>
          </Card>
        </aside>
      </div>
    </div>
  );
}
