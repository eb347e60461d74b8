// What each side is told about a document request: a notification and a mail, both linking to the project page.
import { DOCUMENT_REQUEST_MESSAGES as M } from '@shared/document-requests/texts';
import { formatDate } from '@shared/format';
import { type NamedProject, named } from '../projects/notices';

const due = (dueDate: string | null) => (dueDate ? formatDate(dueDate) : null);

export const NOTICES = {
  asked: (p: NamedProject, r: { title: string; dueDate: string | null }) => ({
    title: M.askedTitle,
    message: M.asked(r.title, named(p), due(r.dueDate)),
  }),
  submitted: (p: NamedProject, r: { title: string }, count: number) => ({
    title: M.submittedTitle,
    message: M.submitted(r.title, named(p), count),
  }),
  accepted: (p: NamedProject, r: { title: string }) => ({
    title: M.acceptedTitle,
    message: M.acceptedNotice(r.title, named(p)),
  }),
  rejected: (p: NamedProject, r: { title: string }, reason: string) => ({
    title: M.rejectedTitle,
    message: M.rejectedNotice(r.title, named(p), reason),
  }),
};
