import { useQuery } from '@tanstack/react-query';
import { Medal } from '@web/components/icons';
import { isDisplayableImage } from '@shared/product-images';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { advisorsQuery } from '../api';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(-2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

export function Advisors() {
  const { data, isPending } = useQuery(advisorsQuery());
  if (isPending) return <Skeleton className="h-48" />;
  if (!data?.length)
    return <p className="text-muted-foreground">Our advisory board will be announced soon.</p>;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {data.map((a) => (
        <li key={a.id} className="flex">
          <Card className="flex flex-1 flex-col items-center gap-3 p-6 text-center">
            {/* Only from hosts the site loads images from (decision 007); else the initials. */}
            {a.photoUrl && isDisplayableImage(a.photoUrl) ? (
              <img
                src={a.photoUrl}
                alt=""
                className="size-20 rounded-full object-cover"
                loading="lazy"
              />
            ) : (
              <span
                aria-hidden
                className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
              >
                {initials(a.name)}
              </span>
            )}
            <div>
              <h3 className="font-semibold">{a.name}</h3>
              <p className="text-sm text-primary">{a.title}</p>
              {a.yearsOfService !== null ? (
                <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <Medal className="size-3" /> {a.yearsOfService} years of service
                </p>
              ) : null}
            </div>
            <p className="text-sm text-muted-foreground">{a.bio}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
