// The design system: presentational, prop-driven components with no data fetching.
import './tokens.css';

export { Alert, ErrorSummary, type AlertProps, type AlertTone, type ErrorSummaryProps, type FieldProblem } from './alert.tsx';
export { Button, ButtonAnchor, ButtonLink, type ButtonProps, type ButtonVariant } from './button.tsx';
export { EmailField, PasswordField, Select, TextField, type SelectOption, type TextFieldProps } from './field.tsx';
export { Card, Container, FullScreenLoader, Logo } from './layout.tsx';
export { LoadFailed, type LoadFailedProps } from './load-failed.tsx';
export { Spinner } from './spinner.tsx';
export { StatusPanel, type StatusPanelProps } from './status-panel.tsx';
