import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SrIdentifierDialog } from './sr-identifier-dialog';

/** 'Add SR Identifier': opens the create form, empty with active on. */
export function AddSrIdentifierButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>
        <Plus aria-hidden="true" />
        {SR_IDENTIFIER_MESSAGES.addButton}
      </Button>
      <SrIdentifierDialog open={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
