// A list or page that could not load: what failed, the reason, and one way to try again.
import { RotateCw } from '../icons/index.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface LoadFailedProps {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

export function LoadFailed({ title, error, retrying, onRetry }: LoadFailedProps) {
  return (
    <Alert tone="error" title={title} live>
      <p>{error.message}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel="Trying again…">
        <RotateCw size={18} aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}
