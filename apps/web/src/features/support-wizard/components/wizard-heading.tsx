import type { ReactNode, Ref } from 'react';

/**
 * The heading of the wizard's current screen (a step, or its last screen). It takes the focus
 * when the screen changes, so a screen reader reads where the person now is.
 */
export function WizardHeading({
  id,
  ref,
  children,
}: {
  id: string;
  ref: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className="text-xl leading-tight font-semibold focus-visible:outline-none"
    >
      {children}
    </h2>
  );
}
