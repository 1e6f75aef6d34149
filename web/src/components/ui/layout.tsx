// Layout primitives: Container, Card, the Ilé logo and the full-screen loader.
import type { HTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import './layout.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  narrow?: boolean;
}

export function Container({ narrow, className, ...rest }: ContainerProps) {
  return <div {...rest} className={['container', narrow && 'container--narrow', className].filter(Boolean).join(' ')} />;
}

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={['card', className].filter(Boolean).join(' ')} />;
}

export interface LogoProps {
  inverse?: boolean;
  /** Hide the word mark (icon only). */
  markOnly?: boolean;
  size?: number;
}

/** The Ilé mark: a house with the sun over it; inline SVG, no request. */
export function Logo({ inverse, markOnly, size = 32 }: LogoProps) {
  return (
    <span className={['logo', inverse && 'logo--inverse'].filter(Boolean).join(' ')}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverse ? '#e9f1ec' : '#17603d'} />
        <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill={inverse ? '#0f2e20' : '#ffffff'} />
        <circle cx="16" cy="5.5" r="2.2" fill="#f0a23b" />
      </svg>
      {markOnly ? <span className="visually-hidden">Ilé</span> : <span>Ilé</span>}
    </span>
  );
}

export interface FullScreenLoaderProps {
  message?: ReactNode;
}

export function FullScreenLoader({ message = 'Getting things ready…' }: FullScreenLoaderProps) {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <Logo size={48} />
      <Spinner size={36} />
      <p className="full-screen-loader__message">{message}</p>
    </div>
  );
}
