import { Hash } from 'lucide-react';
import { UpcomingPage } from '../upcoming-page';

export default function AdminSrIdentifiersPage() {
  return (
    <UpcomingPage
      title="SR Identifiers"
      Icon={Hash}
      description="Managing SR identifiers and their tasks opens here shortly."
    />
  );
}
