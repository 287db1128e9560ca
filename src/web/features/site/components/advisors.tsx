import { useQuery } from '@tanstack/react-query';
import { Medal } from '@web/components/icons';
import { isDisplayableImage } from '@shared/product-images';
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
        <li key={a.id} className="card advisor-card">
          {/* Only from hosts the site loads images from (decision 007); else the initials. */}
          {a.photoUrl && isDisplayableImage(a.photoUrl) ? (
            <img src={a.photoUrl} alt="" loading="lazy" />
          ) : (
            <span aria-hidden>{initials(a.name)}</span>
          )}
          <div>
            <h3>{a.name}</h3>
            <p>{a.title}</p>
            {a.yearsOfService !== null ? (
              <p>
                <Medal />
                {` ${a.yearsOfService} years of service`}
              </p>
            ) : null}
          </div>
          <p>{a.bio}</p>
        </li>
      ))}
    </ul>
  );
}
