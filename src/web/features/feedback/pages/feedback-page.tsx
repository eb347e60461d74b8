import { FEEDBACK_TYPE_LABELS } from '@shared/feedback/schemas';
import { formatDateTime } from '@shared/format';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { MessageSquareText } from 'lucide-react';
import { useFeedbackList } from '../api/get-feedback';

/** What users sent with the feedback button (stored, and readable by admins). */
export function FeedbackPage() {
  const feedback = useFeedbackList();
  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Feedback"
        description="Wat gebruikers via de feedbackknop hebben gestuurd, nieuwste eerst."
      />
      {feedback.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="text-primary" label="Feedback laden" />
        </div>
      ) : feedback.isError ? (
        <p role="alert" className="text-destructive">
          Fout bij laden
        </p>
      ) : feedback.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
            <MessageSquareText className="size-8" aria-hidden />
            Nog geen feedback ontvangen
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-3">
          {feedback.data.map((item) => (
            <li key={item.id}>
              <Card>
                <CardContent className="space-y-2 py-4">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <span className="rounded-full bg-yellow/60 px-2 py-0.5 text-xs font-medium text-foreground">
                      {FEEDBACK_TYPE_LABELS[item.type]}
                    </span>
                    <span>{item.userName ?? 'Verwijderde gebruiker'}</span>
                    {item.userEmail ? <span>{item.userEmail}</span> : null}
                    <span>{formatDateTime(item.createdAt)}</span>
                    {item.pageUrl ? <span>Pagina: {item.pageUrl}</span> : null}
                  </div>
                  <p className="whitespace-pre-wrap text-foreground">{item.message}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
