import { type ReactNode, useId } from 'react';
import { LineIcon } from '../components/ui/line-icon';

/**
 * A file input whose button speaks Italian whatever the browser's language: the native input is
 * visually hidden (still focusable and labelled) and a styled label stands in for its button.
 */
export function FileButton(props: {
  label: string;
  buttonText: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  invalid?: boolean;
  onFiles: (files: File[]) => void;
  /** Shown between the label and the button (what the choice will replace). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <span className="mb-1.5 block text-sm font-semibold text-ink" id={`${id}-label`}>
        {props.label}
      </span>
      {props.children}
      <input
        id={id}
        type="file"
        accept={props.accept}
        multiple={props.multiple}
        disabled={props.disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        aria-invalid={props.invalid ? true : undefined}
        onChange={(e) => {
          props.onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-walnut px-4 py-2 text-sm font-semibold text-cream transition peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron hover:bg-ink peer-disabled:cursor-wait peer-disabled:opacity-60"
      >
        <LineIcon className="size-4" d="M12 16V4M6 10l6-6 6 6M4 20h16" />
        {props.buttonText}
      </label>
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/70">
          {props.hint}
        </p>
      )}
    </div>
  );
}
