import type { Appointment } from '@shared/appointments/schemas';
import { APPOINTMENT_MESSAGES as T } from '@shared/appointments/texts';
import { Badge } from '@web/components/ui/badge';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dayOf, statusOf, timeOf } from '../lib/format';

/** Appointments as a table from 640 px and as cards on a phone; `withProject` adds the project's reference. */
export function AppointmentsList({
  appointments,
  label,
  state,
  withProject = false,
}: {
  appointments: readonly Appointment[];
  label: string;
  state?: ReactNode;
  withProject?: boolean;
}) {
  const columns: DataColumn<Appointment>[] = [
    {
      id: 'title',
      header: T.columns.title,
      card: 'title',
      cell: (a) => <span className="font-medium">{a.title}</span>,
    },
    { id: 'status', header: T.columns.status, card: 'status', cell: (a) => <StatusBadge appointment={a} /> },
    { id: 'date', header: T.columns.date, cell: (a) => dayOf(a.startsAt) },
    { id: 'time', header: T.columns.time, cell: (a) => timeOf(a) },
    { id: 'place', header: T.columns.place, cell: (a) => a.location ?? T.placeUnknown },
    ...(withProject
      ? [
          {
            id: 'project',
            header: T.columns.project,
            cell: (a: Appointment) => (
              <Link className="underline underline-offset-2" to={`/project/${a.projectUuid}`}>
                {a.projectId}
              </Link>
            ),
          },
        ]
      : []),
  ];
  return <DataList columns={columns} rows={appointments} rowKey={(a) => a.id} label={label} state={state} />;
}

function StatusBadge({ appointment }: { appointment: Appointment }) {
  const { label, color } = statusOf(appointment);
  return <Badge color={color}>{label}</Badge>;
}
