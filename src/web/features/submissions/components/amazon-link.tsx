import { ExternalLink } from '@web/components/icons';
import { cn } from '@web/lib/cn';

/** A submission's Amazon page, in a new tab. */
export function AmazonLink({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1 underline-offset-4 hover:underline', className)}
    >
      Amazon page <ExternalLink className="size-3.5" aria-hidden />
    </a>
  );
}
