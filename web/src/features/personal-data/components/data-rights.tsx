// "Your data": download everything Ilé holds (a JSON file), delete the account after a confirmation
// that says what goes and what the law keeps, and the marketing-texts consent (off until given).
import { useState } from 'react';
import { RotateCw, ShieldCheck, Trash2 } from '../../../components/icons/index.ts';
import { Alert, Button, Card } from '../../../components/ui/index.ts';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { useDeleteMyAccount, useExportMyData, useSetMarketingTexts } from '../api/hooks.ts';
import { dataFileName, saveJson } from '../save-file.ts';
import './data-rights.css';

export function DownloadMyData() {
  const download = useExportMyData();
  return (
    <div className="data-rights__item">
      <h3>Download my data</h3>
      <p>Your account, bookings, payments, reviews, claims, messages and the texts and e-mails we sent you, in one file.</p>
      <Button variant="secondary" loading={download.isPending} loadingLabel="Preparing your file…" onClick={() => download.mutate(undefined, { onSuccess: (data) => saveJson(data, dataFileName()) })}>
        Download my data
      </Button>
      <p className="data-rights__status" role="status">
        {download.isSuccess ? 'Your file is downloading.' : ''}
      </p>
      {download.isError ? (
        <Alert tone="error" title="We couldn’t prepare your file" live>
          <p>{download.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => download.mutate(undefined, { onSuccess: (data) => saveJson(data, dataFileName()) })}>
            <RotateCw size={18} aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}

export interface DeleteMyAccountProps {
  /** After the account is gone: lands elsewhere, resolving once that page is on screen (then the app is signed out). */
  onDeleted: () => Promise<void>;
}

export function DeleteMyAccount({ onDeleted }: DeleteMyAccountProps) {
  const [confirming, setConfirming] = useState(false);
  const erase = useDeleteMyAccount(onDeleted);
  const refused = erase.isError && erase.error.status === 409;
  return (
    <div className="data-rights__item">
      <h3>Delete my account</h3>
      {!confirming ? (
        <>
          <p>Erase your account and your personal details. You can sign up again later with the same e-mail and phone.</p>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 size={18} aria-hidden="true" />
            Delete my account
          </Button>
        </>
      ) : (
        <form
          aria-label="Confirm deleting your account"
          className="data-rights__confirm"
          onSubmit={(event) => {
            event.preventDefault();
            erase.mutate();
          }}
        >
          <p>
            <strong>Delete your account?</strong>
          </p>
          <p>We erase your name, e-mail, phone, password, addresses, notes, who was home, notifications and the texts and e-mails we sent you. Your reviews stay without your name.</p>
          <p>The law makes us keep booking and payment records (what was booked, when and for how much), without your name, phone, address or notes.</p>
          {erase.isError ? (
            <Alert tone={refused ? 'warning' : 'error'} title={refused ? 'Not yet' : 'We couldn’t delete your account'} live>
              <p>{erase.error.message}</p>
            </Alert>
          ) : null}
          <div className="data-rights__actions">
            <Button type="submit" loading={erase.isPending} loadingLabel="Deleting…" disabled={refused}>
              Yes, delete my account
            </Button>
            <Button type="button" variant="secondary" onClick={() => { erase.reset(); setConfirming(false); }}>
              Keep my account
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export function MarketingTextsSetting({ marketingTexts }: { marketingTexts: boolean }) {
  const save = useSetMarketingTexts();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const shown = save.isPending && wanted !== null ? wanted : marketingTexts;
  const send = (value: boolean) => {
    setWanted(value);
    save.mutate(value);
  };
  return (
    <div className="data-rights__item">
      <h3>Offers by text</h3>
      <Toggle
        id="marketing-texts-switch"
        label="Send me offers and news by text"
        hint="Separate from texts about your bookings. Turn it off here at any time."
        checked={shown}
        onChange={(value) => {
          if (!save.isPending) send(value);
        }}
      />
      <p className="data-rights__status" role="status">
        {save.isPending ? 'Saving…' : save.isSuccess ? (marketingTexts ? 'Saved. You will get offers by text.' : 'Saved. No offers by text.') : ''}
      </p>
      {save.isError && wanted !== null ? (
        <Alert tone="error" title="We couldn’t save your choice" live>
          <p>{save.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => send(wanted)}>
            <RotateCw size={18} aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}

export function YourData({ marketingTexts, onDeleted }: { marketingTexts: boolean; onDeleted: () => Promise<void> }) {
  return (
    <Card className="data-rights">
      <h2 className="data-rights__heading">
        <ShieldCheck size={20} aria-hidden="true" />
        Your data
      </h2>
      <DownloadMyData />
      <MarketingTextsSetting marketingTexts={marketingTexts} />
      <DeleteMyAccount onDeleted={onDeleted} />
    </Card>
  );
}
