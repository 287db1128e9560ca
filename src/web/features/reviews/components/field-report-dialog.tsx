import type { TReport } from '@shared/schemas/field-reports';
import type { TReview } from '@shared/schemas/reviews';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FieldReportForm } from './field-report-form';

/** The author's new field report on their review, or their edit of one (issue 30). */
export default function FieldReportDialog({
  review,
  report,
  open,
  onOpenChange,
}: {
  review: TReview;
  report?: TReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={report ? 'Edit field report' : 'Add field report'}
        description={
          report
            ? 'After saving, your report waits for approval again.'
            : `How is the gear of “${review.title}” holding up? Our team checks each report before it appears.`
        }
        maxWidth="2xl"
      >
        <FieldReportForm review={review} report={report} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
