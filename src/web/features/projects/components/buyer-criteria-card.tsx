import { Search } from 'lucide-react';
import { buyerCriteria, type FormData } from '../lib/request-details';
import { DetailList } from './detail-list';
import { SectionCard } from './section-card';

/** Spec 001 §2: the buyer's agent search criteria and preferences. */
export function BuyerCriteriaCard({ formData }: { formData: FormData }) {
  return (
    <SectionCard
      title="Zoekcriteria en voorkeuren"
      icon={<Search aria-hidden />}
      description="Waar de koper naar zoekt."
    >
      <DetailList rows={buyerCriteria(formData)} />
    </SectionCard>
  );
}
