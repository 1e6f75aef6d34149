import './spinner.css';

export interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; omit when the surrounding text already says what is happening. */
  label?: string;
}

export function Spinner({ size = 24, label }: SpinnerProps) {
  return (
    <svg
      className="spinner"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle className="spinner__track" cx="12" cy="12" r="9.5" />
      <circle className="spinner__arc" cx="12" cy="12" r="9.5" />
    </svg>
  );
}
