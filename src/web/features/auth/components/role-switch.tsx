import type { AuthUser } from '@shared/auth/schemas';
import { ROLE_LABELS, ROLES, type Role } from '@shared/users/roles';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { ChevronsUpDown, Repeat } from 'lucide-react';
import { useSwitchTargets } from '../api/get-switch-targets';
import { useSwitchUser } from '../api/switch-user';
import { canSwitchRole } from '../lib/can-switch';

/**
 * The role view switch: only for an admin, also while viewing as someone else. Choosing a role
 * signs in as that role's demo identity (ids from the server) and reloads.
 */
export function RoleSwitch({ user, className }: { user: AuthUser; className?: string }) {
  const allowed = canSwitchRole(user);
  const targets = useSwitchTargets(allowed);
  const switchUser = useSwitchUser();
  if (!allowed) return null;

  const onChoose = (value: string) => {
    const role = value as Role;
    const id = targets.data?.[role];
    if (!id || role === user.role) return;
    switchUser.mutate(id, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Wisselen mislukt',
          description: errorText(error),
        }),
    });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={
          className ??
          'flex w-full items-center justify-between gap-2 rounded-lg border border-white/20 bg-white/10 px-3 py-2 text-sm text-white transition hover:bg-white/15'
        }
        disabled={switchUser.isPending}
      >
        <span className="flex items-center gap-2">
          <Repeat className="size-4" aria-hidden />
          Rol wisselen
        </span>
        <ChevronsUpDown className="size-4 opacity-70" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-56">
        <DropdownMenuLabel>Bekijk het portaal als</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={user.role} onValueChange={onChoose}>
          {ROLES.map((role) => (
            <DropdownMenuRadioItem key={role} value={role} disabled={!targets.data?.[role]}>
              {ROLE_LABELS[role]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
