import type { Role } from '@shared/users/roles';

/**
 * For /documents and /contact without ?project=: the signed-in user's projects to choose from, each linking to
 * `linkTo(project.id)`. STUB: the projects web helper replaces this.
 */
export function ProjectPicker({
  role,
  title,
  linkTo,
}: {
  role: Role;
  title: string;
  linkTo: (id: string) => string;
}) {
  void role;
  void linkTo;
  return <h1>{title}</h1>;
}
