import { FolderTree } from 'lucide-react';
import { UpcomingPage } from '../upcoming-page';

export default function AdminTaxonomyPage() {
  return (
    <UpcomingPage
      title="Support Taxonomy"
      Icon={FolderTree}
      description="Managing support types, categories and sub-options opens here shortly."
    />
  );
}
