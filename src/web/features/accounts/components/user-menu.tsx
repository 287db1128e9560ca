import { LogOut, ShieldCheck, User } from '@web/components/icons';
import { useNavigate } from '@web/lib/router';
import type { TViewer } from '@shared/schemas/me';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useSignOut } from '../use-sign-out';

/** The signed-in user's menu (SPEC §2): Profile, Admin (for everyone; the screen checks), Sign Out. */
export default function UserMenu({ viewer }: { viewer: TViewer }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu" title={viewer.name}>
          <User />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{viewer.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{viewer.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.profile)}>
          <User /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.admin)}>
          <ShieldCheck /> Admin
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut /> {signOut.isPending ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
