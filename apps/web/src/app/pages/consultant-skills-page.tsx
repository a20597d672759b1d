import { Sparkles } from 'lucide-react';
import { UpcomingPage } from './upcoming-page';

export default function ConsultantSkillsPage() {
  return (
    <UpcomingPage
      title="Manage Your Expertise"
      Icon={Sparkles}
      description="Choosing the support areas you cover opens here shortly."
    />
  );
}
