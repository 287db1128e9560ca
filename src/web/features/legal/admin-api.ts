import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { legalKeys } from './keys';

// The admin's Legal Documents tab (SPEC §2 Admin).

export const adminLegalQuery = () =>
  queryOptions({
    queryKey: legalKeys.admin,
    queryFn: async ({ signal }) => (await api('GET /api/admin/legal-documents', { signal })).items,
  });

/** Multipart, with the fields before the file (the server reads them first). */
export function uploadLegalDocument(input: { type: string; version: string; file: File }) {
  const form = new FormData();
  form.append('documentType', input.type);
  form.append('version', input.version);
  form.append('file', input.file);
  return api('POST /api/admin/legal-documents', { body: form });
}
