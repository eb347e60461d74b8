import type { ProjectDetail } from '@shared/projects/schemas';
import { addressLines, isEmptyAddress } from '@shared/requests/address';
import { formatPhone } from '@shared/users/phone';
import { Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { customerInfo } from '../lib/request-details';
import { SectionCard } from './section-card';

/** The customer's name, e-mail and phone links and address; 'Onbekend', 'Geen email', 'Geen telefoon'. */
export function CustomerCard({
  project,
  linkToUser = false,
}: {
  project: ProjectDetail;
  linkToUser?: boolean;
}) {
  const c = customerInfo(project);
  const { address } = c;
  return (
    <SectionCard title="Klantgegevens">
      <ul className="space-y-3 text-sm">
        <Line icon={<UserRound aria-hidden />} label="Naam">
          {!c.name ? (
            <Missing>Onbekend</Missing>
          ) : linkToUser && project.consumer?.id ? (
            <Link
              to={`/admin/users/${project.consumer.id}`}
              className="font-medium text-primary hover:underline"
            >
              {c.name}
            </Link>
          ) : (
            <span className="font-medium">{c.name}</span>
          )}
        </Line>
        <Line icon={<Mail aria-hidden />} label="E-mail">
          {c.email ? (
            <a href={`mailto:${c.email}`} className="break-all text-primary hover:underline">
              {c.email}
            </a>
          ) : (
            <Missing>Geen email</Missing>
          )}
        </Line>
        <Line icon={<Phone aria-hidden />} label="Telefoon">
          {c.phone ? (
            <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
              {formatPhone(c.phone)}
            </a>
          ) : (
            <Missing>Geen telefoon</Missing>
          )}
        </Line>
        {/* Only the home the request is about is known: say so rather than present it as where the customer lives. */}
        <Line
          icon={<MapPin aria-hidden />}
          label="Adres"
          visibleLabel={c.addressOfProperty ? 'Adres woning' : undefined}
        >
          {isEmptyAddress(address) ? (
            <Missing>Onbekend</Missing>
          ) : (
            addressLines(address).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))
          )}
        </Line>
      </ul>
    </SectionCard>
  );
}

function Line({
  icon,
  label,
  visibleLabel,
  children,
}: {
  icon: ReactNode;
  label: string;
  /** Shown above the value instead of the screen-reader-only label. */
  visibleLabel?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
      {icon}
      <div className="min-w-0">
        {visibleLabel ? (
          <span className="block text-xs font-medium text-muted-foreground">
            {visibleLabel}
            <span className="sr-only">: </span>
          </span>
        ) : (
          <span className="sr-only">{label}: </span>
        )}
        {children}
      </div>
    </li>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>;
}
