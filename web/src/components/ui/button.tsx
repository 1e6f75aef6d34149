// Buttons and link-buttons: one look, at least 44 px tall, with a loading state that blocks repeats.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';

interface LookProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  size?: 'md' | 'sm';
}

function classes({ variant = 'primary', fullWidth, size = 'md' }: LookProps, extra?: string): string {
  return ['btn', `btn--${variant}`, fullWidth && 'btn--full', size === 'sm' && 'btn--sm', extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, LookProps {
  /** Shows a spinner and the loading label, and ignores further clicks (no double submit). */
  loading?: boolean;
  loadingLabel?: ReactNode;
}

export function Button({ variant, fullWidth, size, loading = false, loadingLabel, className, children, onClick, type = 'button', ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled rather than disabled keeps focus on the button while it works.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classes({ variant, fullWidth, size }, className)}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size={18} /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}

export interface ButtonLinkProps extends Omit<LinkProps, 'className'>, LookProps {
  className?: string;
}

/** An in-app link that looks like a button. */
export function ButtonLink({ variant, fullWidth, size, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={classes({ variant, fullWidth, size }, className)} />;
}

export interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement>, LookProps {
  href: string;
}

/** A document navigation (another site, or a server route like /app/logout) that looks like a button. */
export function ButtonAnchor({ variant, fullWidth, size, className, ...rest }: ButtonAnchorProps) {
  return <a {...rest} className={classes({ variant, fullWidth, size }, className)} />;
}
