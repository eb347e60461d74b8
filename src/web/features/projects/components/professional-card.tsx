import type { AuthUser } from '@shared/auth/schemas';
import { PROJECT_MESSAGES, type ProjectDetail } from '@shared/projects/schemas';
import { projectTypeLabel } from '@shared/projects/types';
import { displayName } from '@shared/users/display-name';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { Building2, Mail, MessageSquare, UserCheck, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAssignProjectFromPage } from '../api/assign-project';
import { useProfessionals } from '../api/get-professionals';
import { SectionCard } from './section-card';

/**
 * The assigned professional (name, e-mail, company, specializations) for everyone; for an
 * admin without one, the assignment panel.
 */
export function ProfessionalCard({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  const professional = project.professional;
  return (
    <SectionCard
      title="Professional"
      description={
        !professional && user.role === 'admin' ? 'Wijs een professional toe aan deze opdracht.' : undefined
      }
    >
      {professional ? (
        <div className="space-y-4">
          <AssignedProfessional professional={professional} linkToUser={user.role === 'admin'} />
          {user.role === 'consumer' ? (
            <Button asChild variant="outline" size="sm" className="h-auto min-h-9 w-full whitespace-normal">
              <Link to={`/contact?project=${project.id}`}>
                <MessageSquare aria-hidden /> Bericht sturen
              </Link>
            </Button>
          ) : null}
        </div>
      ) : user.role === 'admin' ? (
        project.status === 'completed' || project.status === 'cancelled' ? (
          <p className="text-sm text-muted-foreground">{PROJECT_MESSAGES.assignClosed}.</p>
        ) : (
          <AssignPanel project={project} />
        )
      ) : (
        <p className="text-sm text-muted-foreground">
          {user.role === 'consumer'
            ? 'Er is nog geen professional toegewezen. We zoeken een geschikte professional voor uw aanvraag.'
            : 'Er is nog geen professional toegewezen.'}
        </p>
      )}
    </SectionCard>
  );
}

function AssignedProfessional({
  professional: p,
  linkToUser,
}: {
  professional: NonNullable<ProjectDetail['professional']>;
  /** Admins open the professional's account page from the name. */
  linkToUser: boolean;
}) {
  return (
    <ul className="space-y-3 text-sm [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground">
      <li className="flex items-center gap-3">
        <UserRound aria-hidden />
        {linkToUser ? (
          <Link to={`/admin/users/${p.id}`} className="font-medium text-primary hover:underline">
            {displayName(p)}
          </Link>
        ) : (
          <span className="font-medium">{displayName(p)}</span>
        )}
      </li>
      <li className="flex items-center gap-3">
        <Mail aria-hidden />
        <a href={`mailto:${p.email}`} className="break-all text-primary hover:underline">
          {p.email}
        </a>
      </li>
      {p.company ? (
        <li className="flex items-center gap-3">
          <Building2 aria-hidden />
          <span className="min-w-0 break-words">{p.company}</span>
        </li>
      ) : null}
      {p.specializations.length > 0 ? (
        <li>
          <span className="sr-only">Specialisaties: </span>
          <span className="flex flex-wrap gap-1">
            {p.specializations.map((s) => (
              <Badge key={s} color="blue">
                {projectTypeLabel(s)}
              </Badge>
            ))}
          </span>
        </li>
      ) : null}
    </ul>
  );
}

/** The admin's choice of professional for this project's type; the page reloads 1 s after a success. */
function AssignPanel({ project }: { project: ProjectDetail }) {
  const professionals = useProfessionals(project.type);
  const assign = useAssignProjectFromPage();
  const [professionalId, setProfessionalId] = useState('');
  const selectId = useId();

  if (professionals.isPending) {
    return (
      <div className="space-y-2" role="status" aria-busy="true">
        <span className="sr-only">Professionals laden</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (professionals.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-destructive">
        <p>Professionals konden niet worden geladen.</p>
        <Button variant="outline" size="sm" onClick={() => void professionals.refetch()}>
          Opnieuw proberen
        </Button>
      </div>
    );
  }
  if (professionals.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Er zijn geen professionals voor {projectTypeLabel(project.type).toLowerCase()}.
      </p>
    );
  }

  const done = assign.isSuccess;
  const onAssign = () => {
    if (!professionalId) {
      toast({ title: 'Geen professional geselecteerd', variant: 'destructive' });
      return;
    }
    const chosen = professionals.data.find((p) => p.id === professionalId);
    assign.mutate(
      { id: project.id, professionalId },
      {
        onSuccess: () =>
          toast({
            title: PROJECT_MESSAGES.assigned,
            description: chosen
              ? `${displayName(chosen)} is toegewezen aan ${project.projectId}.`
              : undefined,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Toewijzing mislukt',
            description: errorText(error, 'Er is een fout opgetreden bij het toewijzen.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={selectId}>Kies een professional</Label>
        <Select
          id={selectId}
          value={professionalId}
          onChange={(e) => setProfessionalId(e.target.value)}
          disabled={assign.isPending || done}
        >
          <option value="">Selecteer een professional</option>
          {professionals.data.map((p) => (
            <option key={p.id} value={p.id}>
              {displayName(p)}
              {p.company ? ` (${p.company})` : ''}
            </option>
          ))}
        </Select>
      </div>
      <Button className="w-full" disabled={!professionalId || assign.isPending || done} onClick={onAssign}>
        {assign.isPending || done ? <Spinner /> : <UserCheck aria-hidden />}
        Professional toewijzen
      </Button>
    </div>
  );
}
