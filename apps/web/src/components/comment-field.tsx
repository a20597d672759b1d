import { COMMENT_MAX_LENGTH } from '@basisdesk/shared/tickets/tickets.limits';
import { FieldBlock } from '@/components/ui/form-field-block';
import { Textarea } from '@/components/ui/textarea';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** An optional comment with its character count (a status change's, a rating's). */
export function CommentField({
  name = 'comment',
  label = 'Comment (optional)',
  maxLength = COMMENT_MAX_LENGTH,
  disabled,
  revalidates,
}: {
  name?: string;
  label?: string;
  maxLength?: number;
  disabled?: boolean;
  /** Fields whose rule reads the comment ('change the status or add a comment'), checked again as it changes. */
  revalidates?: string[];
}) {
  return (
    <FieldBlock
      name={name}
      label={label}
      className="gap-1.5"
      rules={revalidates ? { deps: revalidates } : undefined}
      description={(field) => (
        <>
          {textOf(field.value).length}/{maxLength}
        </>
      )}
      descriptionProps={{ className: 'text-right text-xs' }}
    >
      {(field) => (
        <Textarea {...field} value={textOf(field.value)} maxLength={maxLength} disabled={disabled} />
      )}
    </FieldBlock>
  );
}
