import type { AuthUser } from '@shared/auth/schemas';
import { formatDateTime } from '@shared/format';
import { MESSAGE_MESSAGES, type ProjectMessage } from '@shared/messages/schemas';
import { ROLE_LABELS } from '@shared/users/roles';
import { LoadErrorAlert } from '@web/components/ui/alert';
import { cn } from '@web/lib/cn';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useProjectMessages } from '../api/get-project-messages';

/** Who wrote, as the thread shows it: the consumer is 'Klant' here, the way the other party thinks of them. */
const SENDER_ROLE_LABELS: Record<NonNullable<ProjectMessage['senderRole']>, string> = {
  consumer: 'Klant',
  professional: ROLE_LABELS.professional,
  admin: ROLE_LABELS.admin,
};

/** The thread of one project, oldest first; the signed-in user's own messages sit on the right. */
export function MessageThread({ projectId, user }: { projectId: string; user: AuthUser }) {
  const messages = useProjectMessages(projectId);
  const list = useRef<HTMLOListElement>(null);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    // Show the newest message: scroll the thread itself, never the page around it.
    const el = list.current;
    if (el && count > 0) el.scrollTop = el.scrollHeight;
  }, [count]);

  if (messages.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Berichten laden">
        {[0, 1].map((i) => (
          <div key={i} className={cn('h-20 w-3/4 animate-pulse rounded-xl bg-muted', i === 1 && 'ml-auto')} />
        ))}
      </div>
    );
  }
  if (messages.isError) {
    return (
      <LoadErrorAlert onRetry={() => void messages.refetch()}>
        De berichten konden niet worden geladen.
      </LoadErrorAlert>
    );
  }
  if (count === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
        <MessagesSquare className="size-8" aria-hidden />
        <p>{MESSAGE_MESSAGES.empty}</p>
      </div>
    );
  }

  return (
    <ol ref={list} className="grid max-h-[32rem] gap-3 overflow-y-auto pr-1" aria-label="Berichten">
      {messages.data.map((message) => {
        const own = message.senderId !== null && message.senderId === user.id;
        return (
          <li
            key={message.id}
            className={cn(
              'grid max-w-[85%] gap-1 rounded-xl border p-3 text-sm',
              own ? 'ml-auto border-primary/20 bg-primary/5' : 'mr-auto border-border bg-white',
            )}
            aria-label={`Bericht van ${message.senderName}`}
          >
            <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
              <span className="font-medium text-foreground">
                {message.senderName}
                {own ? ' (u)' : ''}
              </span>
              {message.senderRole ? <span>{SENDER_ROLE_LABELS[message.senderRole]}</span> : null}
              <time dateTime={message.createdAt} className="ml-auto tabular-nums">
                {formatDateTime(message.createdAt)}
              </time>
            </div>
            <p className="font-semibold break-words">{message.subject}</p>
            <p className="break-words whitespace-pre-wrap">{message.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
