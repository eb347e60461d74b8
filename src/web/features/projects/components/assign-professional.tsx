import type { ProjectListItem } from '@shared/projects/schemas';
import { displayName } from '@shared/users/display-name';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { useState } from 'react';
import { useAssignProject } from '../api/assign-project';
import { useProfessionals } from '../api/get-professionals';

/**
 * The admin's assign control of one unassigned row: professionals for the project's type, then 'Toewijzen'.
 * `wide`: the select takes the row's width (a phone's card), the button beside it.
 */
export function AssignProfessional({ project, wide = false }: { project: ProjectListItem; wide?: boolean }) {
  const professionals = useProfessionals(project.type);
  const assign = useAssignProject();
  const [professionalId, setProfessionalId] = useState('');

  // mutateAsync, not mutate's callbacks: the list refetch after the assignment replaces this control, and
  // callbacks of an unmounted mutate never run (the toast went missing when the refetch was quick).
  const onAssign = async () => {
    const chosen = professionals.data?.find((p) => p.id === professionalId);
    try {
      await assign.mutateAsync({ id: project.id, professionalId });
      toast({
        title: 'Professional toegewezen',
        description: chosen ? `${displayName(chosen)} is toegewezen aan ${project.projectId}.` : undefined,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Fout',
        description: errorText(error, 'Er is een fout opgetreden bij het toewijzen.'),
        variant: 'destructive',
      });
    }
  };

  if (professionals.isError) {
    return <span className="text-sm text-destructive">Professionals konden niet worden geladen</span>;
  }
  return (
    <div className={wide ? 'flex w-full items-center gap-2' : 'flex flex-wrap items-center gap-2'}>
      <Select
        aria-label={`Professional voor ${project.projectId}`}
        value={professionalId}
        onChange={(e) => setProfessionalId(e.target.value)}
        disabled={professionals.isPending || assign.isPending}
        className={wide ? 'h-9 min-w-0 flex-1' : 'h-9 w-44'}
      >
        <option value="">
          {professionals.isPending
            ? 'Laden...'
            : professionals.data.length === 0
              ? 'Geen professionals'
              : 'Kies een professional'}
        </option>
        {professionals.data?.map((p) => (
          <option key={p.id} value={p.id}>
            {displayName(p)}
            {p.company ? ` (${p.company})` : ''}
          </option>
        ))}
      </Select>
      <Button size="sm" disabled={!professionalId || assign.isPending} onClick={onAssign}>
        {assign.isPending ? <Spinner /> : null}
        Toewijzen
      </Button>
    </div>
  );
}
