import {
  DOCUMENT_REQUEST_STATUS_LABELS,
  type DocumentRequestStatus,
} from '@shared/document-requests/schemas';
import { Badge, type BadgeColor } from '@web/components/ui/badge';

const COLORS: Record<DocumentRequestStatus, BadgeColor> = {
  open: 'yellow',
  submitted: 'blue',
  accepted: 'green',
  rejected: 'red',
};

export function DocumentRequestStatusBadge({ status }: { status: DocumentRequestStatus }) {
  return <Badge color={COLORS[status]}>{DOCUMENT_REQUEST_STATUS_LABELS[status]}</Badge>;
}
