// The frame of every account screen: one narrow card, a heading, a line on what happens next.
import type { ReactNode } from 'react';
import { ShieldCheck } from '../../../components/icons/index.ts';
import { Card, Container } from '../../../components/ui/index.ts';
import './auth-card.css';

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}

export function AuthCard({ title, intro, icon, children, aside }: AuthCardProps) {
  return (
    <Container narrow className="auth-page">
      <Card className="auth-card">
        {icon ? <span className="auth-card__icon" aria-hidden="true">{icon}</span> : null}
        <h1>{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
        {aside ? <div className="auth-card__aside">{aside}</div> : null}
      </Card>
      <p className="auth-card__trust">
        <ShieldCheck size={18} aria-hidden="true" />
        Every Ilé pro is ID-checked and vetted before their first job.
      </p>
    </Container>
  );
}
