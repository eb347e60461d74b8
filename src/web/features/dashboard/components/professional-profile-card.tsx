import type { AuthUser } from '@shared/auth/schemas';
import { projectTypeLabel } from '@shared/projects/types';
import { displayName } from '@shared/users/display-name';
import type { ProfessionalProfile } from '@shared/users/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';

const NOT_GIVEN = 'Niet opgegeven';

/**
 * The professional's profile: specialisations, experience, certifications, service area, each
 * 'Niet opgegeven' when empty. When GET /api/professional-profile fails, the specializations the signed-in user
 * carries still show. The profile feature fetches the profile (the app passes its query
 * in), so the dashboard and /profiel share one query and one definition of it.
 */
export function ProfessionalProfileCard({
  user,
  profile,
}: {
  user: AuthUser;
  profile: UseQueryResult<ProfessionalProfile>;
}) {
  const data = profile.data;
  const specializations = data?.specializations ?? user.specializations;

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Mijn profiel</CardTitle>
        <CardDescription>{displayName(user)}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {profile.isPending ? (
          <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="text-primary" /> Profiel laden...
          </div>
        ) : (
          <dl className="space-y-3">
            <div>
              <dt className="text-sm font-medium">Specialisaties</dt>
              <dd className="text-sm text-muted-foreground">
                {specializations.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5 pt-1">
                    {specializations.map((s) => (
                      <li
                        key={s}
                        className="rounded-full bg-primary/8 px-2.5 py-0.5 text-xs font-medium text-primary"
                      >
                        {projectTypeLabel(s)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  NOT_GIVEN
                )}
              </dd>
            </div>
            <ProfileField label="Ervaring" value={data?.experience} />
            <ProfileField label="Certificeringen" value={data?.certifications} />
            <ProfileField label="Werkgebied" value={data?.serviceArea} />
            {profile.isError ? (
              <p role="alert" className="text-xs text-destructive">
                Uw profiel kon niet volledig worden geladen.
              </p>
            ) : null}
          </dl>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to="/profiel">
            <Pencil aria-hidden />
            Profiel bewerken
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function ProfileField({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm whitespace-pre-wrap text-muted-foreground">{value?.trim() || NOT_GIVEN}</dd>
    </div>
  );
}
