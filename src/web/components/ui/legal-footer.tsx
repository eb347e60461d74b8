import { Link } from 'react-router';

const LINKS = [
  { to: '/privacy', label: 'Privacybeleid' },
  { to: '/voorwaarden', label: 'Algemene voorwaarden' },
  { to: '/contact-info', label: 'Contact' },
];

/** The footer of the signed-out and public screens: the privacy, terms and contact pages. */
export function LegalFooter() {
  return (
    <footer className="px-4 pb-6 text-center text-sm text-muted-foreground">
      <nav
        aria-label="Juridisch en contact"
        className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2"
      >
        {LINKS.map((link) => (
          <Link key={link.to} className="hover:text-primary hover:underline" to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
