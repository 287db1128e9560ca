import { useQuery } from '@tanstack/react-query';
import { Calendar, ExternalLink, FileText } from '@web/components/icons';
import { useState } from 'react';
import { LEGAL_FRAME_HEIGHT_PX } from '@shared/limits';
import type { TLegalDocument } from '@shared/schemas/legal';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/skeleton';
import { longDate } from '@shared/format';
import { StaticPart } from '@web/lib/partial-hydration';
import { legalDocumentQuery, type LegalType } from '../api';
import type { LegalSection } from '../default-terms';

/**
 * The latest uploaded document of its kind, embedded; otherwise (none uploaded, or the request
 * failed) the built-in default text, so the page is never blank.
 */
export function LegalPage({
  type,
  title,
  defaultSections,
}: {
  type: LegalType;
  title: string;
  defaultSections: readonly LegalSection[];
}) {
  const query = useQuery(legalDocumentQuery(type));

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header className="mb-8 space-y-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <FileText className="size-5" aria-hidden />
          </span>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        </div>
        {query.data?.document && <DocumentMeta document={query.data.document} />}
      </header>
      {query.isPending ? (
        <Spinner label={`Loading ${title}`} />
      ) : query.data?.document ? (
        // Keyed so a newly uploaded version shows the spinner again until it has loaded.
        <DocumentFrame
          key={query.data.document.fileUrl}
          title={title}
          url={query.data.document.fileUrl}
        />
      ) : (
        <DefaultText sections={defaultSections} />
      )}
    </div>
  );
}

function DocumentMeta({ document }: { document: NonNullable<TLegalDocument['document']> }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <Badge variant="secondary">Version {document.version}</Badge>
      <span className="inline-flex items-center gap-1.5">
        <Calendar className="size-4" aria-hidden />
        Last updated {longDate(document.uploadedAt)}
      </span>
      {/* Many mobile browsers cannot show a PDF inside a frame, so offer it directly too. */}
      <a
        href={document.fileUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
      >
        <ExternalLink className="size-4" aria-hidden />
        Open document
      </a>
    </div>
  );
}

function DocumentFrame({ title, url }: { title: string; url: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative overflow-hidden rounded-lg border bg-card">
      {!loaded && (
        <div className="absolute inset-0 flex items-center justify-center bg-card">
          <Spinner label={`Loading ${title}`} />
        </div>
      )}
      <iframe
        title={title}
        src={url}
        className="block w-full"
        style={{ height: LEGAL_FRAME_HEIGHT_PX }}
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}

function DefaultText({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <StaticPart className="rounded-lg border bg-card p-6 sm:p-8">
      <ol className="space-y-8">
        {sections.map((section, i) => (
          <li key={section.heading}>
            <section aria-labelledby={`legal-section-${i + 1}`} className="space-y-2">
              <h2 id={`legal-section-${i + 1}`} className="text-xl font-semibold">
                {i + 1}. {section.heading}
              </h2>
              <div className="space-y-3 leading-relaxed text-muted-foreground">{section.body}</div>
            </section>
          </li>
        ))}
      </ol>
    </StaticPart>
  );
}
