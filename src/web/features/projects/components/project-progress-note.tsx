import { PROJECT_MESSAGES, type ProjectListItem } from '@shared/projects/schemas';
import { ListTodo } from 'lucide-react';

/**
 * What still stands between a project in progress and 'Markeer als Voltooid' (docs/decisions/0035): the open steps,
 * else the invoice not sent yet; null when nothing does (then the button shows) or the project is not in progress.
 */
export function projectOpenText(project: ProjectListItem): string | null {
  if (project.status !== 'in_progress' || project.canComplete) return null;
  if (project.openSteps > 0) return PROJECT_MESSAGES.stepsOpen(project.openSteps);
  return project.awaitingInvoice ? PROJECT_MESSAGES.invoiceNotSent : null;
}

/** The note in place of the button that would fail, e.g. 'Nog 3 stappen open'. */
export function ProjectProgressNote({ project }: { project: ProjectListItem }) {
  const text = projectOpenText(project);
  if (!text) return null;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-sm text-muted-foreground">
      <ListTodo className="size-4" aria-hidden />
      {text}
    </span>
  );
}
