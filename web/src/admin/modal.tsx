// The admin's modal dialogs (a confirmation, the photo's framing): drawn over everything on the
// body, the focus kept inside, Esc as the dialog's own way back.
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../components/ui/use-focus-trap';

export function Modal({
  role = 'dialog',
  title,
  titleClassName = '',
  className,
  onEscape,
  children,
}: {
  /** 'alertdialog' for a question that needs an answer before going on. */
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  titleClassName?: string;
  /** The box's padding and scrolling. */
  className: string;
  onEscape: () => void;
  /** The dialog's body, told the id its description must carry (`${id}-body`) to be read with the title. */
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, true, onEscape);
  return createPortal(
    <div className="fixed inset-0 z-[80] grid place-items-center bg-ink/60 p-3 sm:p-4">
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={role === 'alertdialog' ? `${id}-body` : undefined}
        className={`flex max-h-[calc(100dvh-1.5rem)] w-full max-w-lg flex-col rounded-2xl bg-cream shadow-2xl ${className}`}
      >
        <h2 id={`${id}-title`} className={`font-display text-2xl text-ink ${titleClassName}`}>
          {title}
        </h2>
        {children(id)}
      </div>
    </div>,
    document.body,
  );
}
