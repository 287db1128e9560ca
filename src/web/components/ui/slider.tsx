import { Slider as S } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Slider({
  className,
  thumbLabels,
  ...props
}: ComponentProps<typeof S.Root> & { thumbLabels: string[] }) {
  return (
    <S.Root
      className={cn('relative flex h-5 w-full touch-none select-none items-center', className)}
      {...props}
    >
      <S.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
        <S.Range className="absolute h-full bg-primary" />
      </S.Track>
      {thumbLabels.map((label) => (
        <S.Thumb
          key={label}
          aria-label={label}
          className="block size-5 rounded-full border-2 border-primary bg-card shadow focus-visible:outline-2"
        />
      ))}
    </S.Root>
  );
}
