import { formatCents, formatDate, formatDateTime } from '@shared/format';
import {
  normalizeProjectStatus,
  PROJECT_STATUS_COLORS,
  PROJECT_STATUS_INPUTS,
  PROJECT_STATUS_LABELS,
} from '@shared/projects/status';
import { projectTypeLabel } from '@shared/projects/types';
import { displayName } from '@shared/users/display-name';
import { formatPhone } from '@shared/users/phone';
import type { AdminUserDetail } from '@shared/users/schemas';
import { Alert } from '@web/components/ui/alert';
import { Badge, type BadgeColor } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { Spinner } from '@web/components/ui/spinner';
import { isNotFoundError } from '@web/lib/api-client';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useAdminUser } from '../api/get-admin-user';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { RoleBadge } from '../components/role-badge';
import { TwoFactorResetCard } from '../components/two-factor-reset-card';

/** The one label and colour per status that every screen uses (decision 0020); an unknown value is shown as sent. */
const projectStatus = (status: string): { label: string; color: BadgeColor } => {
  const known = (PROJECT_STATUS_INPUTS as readonly string[]).includes(status)
    ? normalizeProjectStatus(status as (typeof PROJECT_STATUS_INPUTS)[number])
    : null;
  return known
    ? { label: PROJECT_STATUS_LABELS[known], color: PROJECT_STATUS_COLORS[known] as BadgeColor }
    : { label: status, color: 'neutral' as BadgeColor };
};

type UserProject = AdminUserDetail['projects'][number];

function ReferenceLink({ project }: { project: UserProject }) {
  return (
    <Link to={`/project/${project.id}`} className="text-primary hover:underline">
      {project.projectId}
    </Link>
  );
}

function StatusBadge({ project }: { project: UserProject }) {
  const status = projectStatus(project.status);
  return <Badge color={status.color}>{status.label}</Badge>;
}

/** The user's projects; a phone's card puts the title first with the reference (the link) under it. */
const PROJECT_COLUMNS: readonly DataColumn<UserProject>[] = [
  {
    id: 'reference',
    header: 'Referentie',
    className: 'font-mono text-xs',
    card: 'none',
    cell: (p) => <ReferenceLink project={p} />,
  },
  {
    id: 'title',
    header: 'Titel',
    card: 'title',
    cell: (p) => p.title,
    cardCell: (p) => (
      <>
        <span className="block font-medium">{p.title}</span>
        <span className="block font-mono text-xs">
          <ReferenceLink project={p} />
        </span>
      </>
    ),
  },
  { id: 'service', header: 'Dienst', cell: (p) => projectTypeLabel(p.service) },
  { id: 'status', header: 'Status', card: 'status', cell: (p) => <StatusBadge project={p} /> },
  { id: 'date', header: 'Datum', cell: (p) => formatDate(p.createdAt) },
];

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to="/gebruikers">
        <ArrowLeft aria-hidden /> Terug naar gebruikers
      </Link>
    </Button>
  );
}

/**
 * /admin/users/{userId}: one account for the admin, with password reset and delete. `activity`:
 * what the app layer puts under the projects (the user's recent audit entries), given the user's id and name.
 */
export function AdminUserPage({
  currentUserId,
  activity,
}: {
  currentUserId?: string;
  activity?: (user: { id: string; name: string }) => ReactNode;
}) {
  const { userId = '' } = useParams();
  const detail = useAdminUser(userId);

  if (detail.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="text-primary" label="Gebruiker laden" />
      </div>
    );
  }
  if (detail.isError) {
    const notFound = isNotFoundError(detail.error);
    return (
      <div className="space-y-4">
        <BackLink />
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <p>{notFound ? 'Gebruiker niet gevonden' : 'Fout bij het laden van gebruikersgegevens'}</p>
        </Alert>
      </div>
    );
  }

  const { user, professionalProfile, statistics, projects } = detail.data;
  const name = displayName(user);
  return (
    <div className="space-y-(--card-spacing)">
      <div className="space-y-2">
        <BackLink />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1">
            <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight sm:text-3xl">
              {name} <RoleBadge role={user.role} />
            </h1>
            <p className="text-muted-foreground">{user.email}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ResetPasswordDialog userId={user.id} userName={name} account={user} />
            {user.id !== currentUserId ? <DeleteUserDialog userId={user.id} userName={name} /> : null}
          </div>
        </div>
      </div>

      <div className="grid gap-(--card-spacing) lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Profiel</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Field label="Voornaam">{user.firstName}</Field>
              {user.tussenvoegsel ? <Field label="Tussenvoegsel">{user.tussenvoegsel}</Field> : null}
              <Field label="Achternaam">{user.lastName}</Field>
              <Field label="E-mail">
                <span className="break-all">{user.email}</span>{' '}
                <span className="text-xs text-muted-foreground">
                  ({user.emailVerified ? 'geverifieerd' : 'niet geverifieerd'})
                </span>
              </Field>
              <Field label="Telefoon">{formatPhone(user.phone)}</Field>
              <Field label="Geregistreerd">{formatDateTime(user.createdAt)}</Field>
              <Field label="Laatst bijgewerkt">{formatDateTime(user.updatedAt)}</Field>
              <Field label="Gebruikers-ID">
                <span className="font-mono text-xs break-all">{user.id}</span>
              </Field>
            </dl>
          </CardContent>
        </Card>

        <StatisticsCard role={user.role} statistics={statistics} />
      </div>

      <TwoFactorResetCard
        userId={user.id}
        userName={name}
        enabled={user.twoFactorEnabled}
        self={user.id === currentUserId}
      />

      {professionalProfile ? <ProfessionalCard profile={professionalProfile} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>Projecten</CardTitle>
        </CardHeader>
        <CardContent>
          <DataList
            columns={PROJECT_COLUMNS}
            rows={projects}
            rowKey={(p) => p.id}
            label={`Projecten van ${name}`}
            state={projects.length === 0 ? 'Geen projecten' : undefined}
          />
        </CardContent>
      </Card>

      {activity?.({ id: user.id, name })}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={empty ? 'text-muted-foreground' : 'text-foreground'}>
        {empty ? 'Niet opgegeven' : children}
      </dd>
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="text-xl font-semibold tabular-nums">{value}</div>
      {hint ? <div className="mt-1 text-xs text-muted-foreground">{hint}</div> : null}
    </div>
  );
}

function StatisticsCard({
  role,
  statistics: s,
}: {
  role: AdminUserDetail['user']['role'];
  statistics: AdminUserDetail['statistics'];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Statistieken</CardTitle>
      </CardHeader>
      <CardContent>
        {role === 'professional' ? (
          <div className="grid grid-cols-2 gap-3">
            <Stat label="Toegewezen projecten" value={String(s.assigned_projects ?? 0)} />
            <Stat label="Afgeronde projecten" value={String(s.completed_projects ?? 0)} />
            <Stat label="Voltooiingspercentage" value={`${s.completion_rate ?? 0}%`} />
            <Stat
              label="Totale omzet"
              value={formatCents(s.total_revenue ?? 0)}
              hint="Betaalde facturen excl. btw, na creditnota's"
            />
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Stat label="Totaal projecten" value={String(s.total_projects ?? 0)} />
            <Stat
              label="Betaalde facturen"
              value={String(s.paid_invoices ?? 0)}
              hint="Zonder gecrediteerde facturen"
            />
            <Stat
              label="Totaal besteed"
              value={formatCents(s.total_spent ?? 0)}
              hint="Betaalde facturen incl. btw, na creditnota's"
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ProfessionalCard({ profile: p }: { profile: NonNullable<AdminUserDetail['professionalProfile']> }) {
  const address = [
    [p.bedrijfsStraat, [p.bedrijfsHuisnummer, p.bedrijfsHuisletter].filter(Boolean).join('')]
      .filter(Boolean)
      .join(' '),
    [p.bedrijfsPostcode, p.bedrijfsPlaats].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Professioneel profiel</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Specialisaties">
            {p.specialties.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {p.specialties.map((s) => (
                  <Badge key={s}>{projectTypeLabel(s)}</Badge>
                ))}
              </span>
            ) : null}
          </Field>
          <Field label="Werkgebieden">{p.workAreas.join(', ')}</Field>
          <Field label="Ervaring">{p.experience}</Field>
          <Field label="Certificeringen">{p.certifications}</Field>
          <Field label="Bedrijfsnaam">{p.bedrijfsnaam}</Field>
          <Field label="KvK-nummer">{p.kvkNummer}</Field>
          <Field label="BTW-nummer">{p.btwNummer}</Field>
          <Field label="IBAN">{p.iban}</Field>
          <Field label="Bedrijfsadres">{address}</Field>
          <Field label="Beroepsaansprakelijkheidsverzekering">{p.beroepsaansprakelijkheidsverzekering}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}
