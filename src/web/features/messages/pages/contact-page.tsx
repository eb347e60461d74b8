import type { AuthUser } from '@shared/auth/schemas';
import { MESSAGE_MESSAGES } from '@shared/messages/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import { displayName } from '@shared/users/display-name';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Building2, Mail, Phone, UserRound, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { MessageForm } from '../components/message-form';
import { MessageThread } from '../components/message-thread';

/**
 * The body of /contact?project={id}: the real thread between consumer and
 * professional. The page header with the way back to the project is the app layer's.
 */
export function ContactPage({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  const professional = project.professional;
  // Without an assigned professional there is nobody for the consumer to write to.
  const formDisabled = user.role === 'consumer' && professional === null;
  // Who gets the message (and an e-mail about it): the admin writes to both the customer and the professional.
  const recipients =
    user.role === 'consumer'
      ? 'Uw bericht gaat naar uw professional, die er ook een e-mail over krijgt.'
      : user.role === 'admin'
        ? professional
          ? 'Uw bericht gaat naar de klant en de professional; beiden krijgen er een e-mail over.'
          : 'Uw bericht gaat naar de klant, die er ook een e-mail over krijgt.'
        : 'Uw bericht gaat naar de klant, die er ook een e-mail over krijgt.';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid grid-cols-1 gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Gesprek</CardTitle>
            <CardDescription>Berichten over dit project, de oudste bovenaan.</CardDescription>
          </CardHeader>
          <CardContent>
            <MessageThread projectId={project.id} user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Nieuw bericht</CardTitle>
            <CardDescription>
              {formDisabled
                ? 'U kunt een bericht sturen zodra er een professional aan uw project is toegewezen.'
                : recipients}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <MessageForm projectId={project.id} disabled={formDisabled} />
          </CardContent>
        </Card>
      </div>
      <aside className="order-first grid gap-6 lg:order-none" aria-label="Contactpersonen">
        {user.role !== 'consumer' ? (
          <PartyCard
            title="Klant"
            name={displayName(project.consumer) || 'Onbekend'}
            email={project.consumer.email}
            phone={project.consumer.phone}
          />
        ) : null}
        {user.role !== 'professional' ? (
          professional ? (
            <PartyCard
              title={user.role === 'consumer' ? 'Uw professional' : 'Professional'}
              name={displayName(professional)}
              company={professional.company}
              email={professional.email}
            />
          ) : (
            <Alert variant="info">
              <UserRoundX aria-hidden />
              <div className="grid gap-1">
                <p className="font-semibold">{MESSAGE_MESSAGES.noProfessional}</p>
                <p className="text-muted-foreground">
                  {user.role === 'consumer'
                    ? 'Wij koppelen zo snel mogelijk een professional aan uw aanvraag.'
                    : 'Wijs eerst een professional toe op de projectpagina.'}
                </p>
              </div>
            </Alert>
          )
        ) : null}
      </aside>
    </div>
  );
}

function PartyCard({
  title,
  name,
  company,
  email,
  phone,
}: {
  title: string;
  name: string;
  company?: string | null;
  email: string;
  phone?: string | null;
}) {
  return (
    <Card aria-label={title} role="region">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <Line icon={<UserRound aria-hidden />}>
          <span className="font-medium">{name}</span>
        </Line>
        {company ? <Line icon={<Building2 aria-hidden />}>{company}</Line> : null}
        <Line icon={<Mail aria-hidden />}>
          <a href={`mailto:${email}`} className="break-all text-primary hover:underline">
            {email}
          </a>
        </Line>
        {phone ? (
          <Line icon={<Phone aria-hidden />}>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
              {phone}
            </a>
          </Line>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
      {icon}
      <span className="min-w-0">{children}</span>
    </p>
  );
}
