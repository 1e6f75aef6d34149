// A part of the app failed to download (flaky network, or a new version replaced the old files):
// reloading fetches the current version. Nothing typed into a booking form is lost (local storage).
import { RefreshCw, WifiOff } from '../../../components/icons/index.ts';
import { Button, ButtonLink, StatusPanel } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';

export interface ChunkLoadFailureScreenProps {
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

export function ChunkLoadFailureScreen({ onReload = () => window.location.reload() }: ChunkLoadFailureScreenProps) {
  return (
    <StatusPanel
      icon={<WifiOff size={40} />}
      eyebrow="Connection problem"
      title="This page didn't finish loading"
      actions={
        <>
          <Button onClick={onReload}>
            <RefreshCw size={18} aria-hidden="true" />
            Reload
          </Button>
          <ButtonLink to={paths.home} variant="secondary" reloadDocument>
            Go to the home page
          </ButtonLink>
        </>
      }
    >
      <DocumentTitle>Page didn't load · Ilé</DocumentTitle>
      <p>Part of the page couldn't be downloaded. Your connection may have dropped, or we have just released a new version.</p>
      <p>Reloading usually fixes it. Anything you typed into a booking form is kept on this phone.</p>
    </StatusPanel>
  );
}
