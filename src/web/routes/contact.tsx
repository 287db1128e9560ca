import { AlertTriangle, Clock, Lightbulb, Mail, type IconComponent } from '@web/components/icons';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ContactForm } from '@web/features/contact';
import { useStaticHead } from '@web/lib/head';

const SIDE_CARDS: { icon: IconComponent; title: string; body: ReactNode }[] = [
  {
    icon: Mail,
    title: 'Email support',
    body: 'Use this form: every message reaches our support team directly.',
  },
  {
    icon: Lightbulb,
    title: 'Feedback topics',
    body: (
      <ul className="list-inside list-disc space-y-1 text-sm text-muted-foreground">
        <li>Feature requests</li>
        <li>Bug reports</li>
        <li>Partnership opportunities</li>
        <li>Product submission issues</li>
      </ul>
    ),
  },
  { icon: Clock, title: 'Response time', body: 'We reply within 24-48 hours on business days.' },
  {
    icon: AlertTriangle,
    title: 'Urgent matters',
    body: "Put 'URGENT' in the subject line and we'll look at it first.",
  },
];

export default function ContactPage() {
  useStaticHead('contact');
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
            <CardTitle as="h2">Send a message</CardTitle>
            <CardDescription>No account needed.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <aside className="space-y-4">
          {SIDE_CARDS.map(({ icon: Icon, title, body }) => (
            <Card key={title}>
              <CardHeader>
                <CardTitle as="h2" size="base" className="flex items-center gap-2">
                  <Icon className="size-4 text-primary" /> {title}
                </CardTitle>
                {typeof body === 'string' ? <CardDescription>{body}</CardDescription> : null}
              </CardHeader>
              {typeof body === 'string' ? null : <CardContent>{body}</CardContent>}
            </Card>
          ))}
        </aside>
      </div>
    </div>
  );
}
