import { useQuery } from '@tanstack/react-query';
import { FileText, Upload } from '@web/components/icons';
import { useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { LEGAL_PDF_BYTES_MAX, LEGAL_VERSION_MAX } from '@shared/limits';
import { LEGAL_MSG, LEGAL_TYPE_NAMES } from '@shared/schemas/legal';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormattedDate } from '@web/components/ui/formatted-date';
import { Input, Label } from '@web/components/ui/input';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { Select } from '@web/components/ui/select';
import { adminLegalQuery } from '../admin-api';
import { useUploadLegalDocument } from '../mutations';

const TYPE_OPTIONS = Object.entries(LEGAL_TYPE_NAMES).map(([value, label]) => ({ value, label }));

/** The first problem with the form, checked as the server will (SPEC §5 Legal upload). */
function problemWith(version: string, file: File | null) {
  if (!file || !version.trim()) return LEGAL_MSG.bothRequired;
  if (version.trim().length > LEGAL_VERSION_MAX) return LEGAL_MSG.versionLong;
  if (file.size > LEGAL_PDF_BYTES_MAX) return LEGAL_MSG.tooLarge;
  return null;
}

function UploadForm() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<keyof typeof LEGAL_TYPE_NAMES>('terms');
  const [version, setVersion] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const mutation = useUploadLegalDocument({
    onSuccess: ({ document }) => {
      toast.success('Document uploaded', {
        description: `${LEGAL_TYPE_NAMES[document.documentType]} version ${document.version} is now in force.`,
      });
      setVersion('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <h3 className="font-semibold">Upload a new version</h3>
      <p className="text-sm text-muted-foreground">
        The new document replaces the current one of its type at once; members meet the agreement
        dialog until they accept it.
      </p>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-[12rem_10rem_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          const problem = problemWith(version, file);
          if (problem) return void toast.error('Validation Error', { description: problem });
          mutation.mutate({ type, version: version.trim(), file: file! });
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor="legal-type">Document</Label>
          <Select
            id="legal-type"
            value={type}
            onValueChange={(v) => setType(v as keyof typeof LEGAL_TYPE_NAMES)}
            options={TYPE_OPTIONS}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="legal-version">Version</Label>
          <Input
            id="legal-version"
            value={version}
            maxLength={LEGAL_VERSION_MAX}
            placeholder="2.0"
            onChange={(e) => setVersion(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="legal-file">PDF file (up to 20 MB)</Label>
          <Input
            id="legal-file"
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={mutation.isPending}>
          <Upload aria-hidden /> {mutation.isPending ? 'Uploading...' : 'Upload Document'}
        </Button>
      </form>
    </Card>
  );
}

/** SPEC §2 Admin, Legal Documents: upload a PDF; every version listed, the active one marked. */
export default function AdminLegalTab() {
  const { data, isPending } = useQuery(adminLegalQuery());
  const items = data ?? [];
  return (
    <div className="space-y-4">
      <UploadForm />
      {isPending ? (
        <ListSkeleton rows={2} rowClassName="h-14" />
      ) : items.length === 0 ? (
        <EmptyState icon={FileText}>
          No documents uploaded: the site shows its built-in Terms and Privacy text.
        </EmptyState>
      ) : (
        <ul className="space-y-2">
          {items.map((d) => (
            <li key={d.id}>
              <Card className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <FileText className="size-4 text-muted-foreground" aria-hidden />
                <span className="font-medium">{LEGAL_TYPE_NAMES[d.documentType]}</span>
                <span>version {d.version}</span>
                {d.isActive ? <Badge variant="accent">In force</Badge> : null}
                <span className="ml-auto text-muted-foreground">
                  <FormattedDate value={d.uploadedAt} />
                </span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
