import { APPOINTMENT_MESSAGES as T } from '@shared/appointments/texts';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useMyAppointments } from '../api/get-my-appointments';
import { AppointmentsList } from './appointments-list';

/** How many of the next appointments a dashboard shows. */
const SHOWN = 5;

/** 'Komende afspraken' on every role's dashboard: the caller's next active appointments. */
export function UpcomingAppointments() {
  const query = useMyAppointments();
  const next = (query.data ?? []).filter((a) => a.status === 'active').slice(0, SHOWN);
  return (
    <section aria-labelledby="upcoming-appointments-title">
      <Card>
        <CardHeader>
          <CardTitle id="upcoming-appointments-title">{T.dashboardTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <AppointmentsList
            appointments={next}
            label={T.dashboardTitle}
            withProject
            state={
              query.isPending
                ? 'Laden…'
                : query.isError
                  ? T.loadFailed
                  : next.length === 0
                    ? T.noneUpcoming
                    : undefined
            }
          />
        </CardContent>
      </Card>
    </section>
  );
}
