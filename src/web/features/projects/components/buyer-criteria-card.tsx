import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Search } from 'lucide-react';
import { buyerCriteria, type FormData } from '../lib/request-details';
import { DetailList } from './detail-list';

/** Spec 001 §2: the buyer's agent search criteria and preferences. */
export function BuyerCriteriaCard({ formData }: { formData: FormData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Search className="size-5 text-primary" aria-hidden />
          Zoekcriteria en voorkeuren
        </CardTitle>
        <CardDescription>Waar de koper naar zoekt.</CardDescription>
      </CardHeader>
      <CardContent>
        <DetailList rows={buyerCriteria(formData)} />
      </CardContent>
    </Card>
  );
}
