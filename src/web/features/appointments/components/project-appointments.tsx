import { APPOINTMENT_MESSAGES as T } from '@shared/appointments/texts';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useProjectAppointments } from '../api/get-project-appointments';
import { AppointmentsList } from './appointments-list';

/** The 'Afspraken' card of the project page: every appointment its steps planned, upcoming first. Hidden while none. */
export function ProjectAppointments({ projectId }: { projectId: string }) {
  const query = useProjectAppointments(projectId);
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <section aria-labelledby="project-appointments-title">
      <Card>
        <CardHeader>
          <CardTitle id="project-appointments-title">{T.cardTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <AppointmentsList
            appointments={query.data ?? []}
            label={T.cardTitle}
            state={query.isPending ? 'Laden…' : query.isError ? T.loadFailed : undefined}
          />
        </CardContent>
      </Card>
    </section>
  );
}
