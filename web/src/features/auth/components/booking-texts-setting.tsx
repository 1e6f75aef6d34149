// "Text me about my bookings": the customer's switch for booking texts (on by default). The switch
// moves at once while saving; a failure puts it back to what is saved and offers Try again.
// Sign-in codes are always texted, whatever the switch says.
import { useState } from 'react';
import { formatNigerianPhone } from '@ile/domain';
import { MessageSquareText, RotateCw } from '../../../components/icons/index.ts';
import { Alert, Button } from '../../../components/ui/index.ts';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { useSetBookingTexts } from '../api/hooks.ts';
import './auth-card.css';

export interface BookingTextsSettingProps {
  /** The setting as the server has it (the current user's `bookingTexts`). */
  bookingTexts: boolean;
  phone: string;
  /** Booking texts go only to a proven phone; until then the switch says so. */
  phoneVerified: boolean;
}

export function BookingTextsSetting({ bookingTexts, phone, phoneVerified }: BookingTextsSettingProps) {
  const save = useSetBookingTexts();
  // What the customer asked for last; the server's answer replaces the current user, so `bookingTexts` follows.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const shown = save.isPending && wanted !== null ? wanted : bookingTexts;

  const send = (value: boolean) => {
    setWanted(value);
    save.mutate({ bookingTexts: value });
  };

  return (
    <section className="booking-texts" aria-labelledby="booking-texts-heading">
      <h3 id="booking-texts-heading">
        <MessageSquareText size={18} aria-hidden="true" />
        Texts
      </h3>
      <Toggle
        id="booking-texts-switch"
        label="Text me about my bookings"
        hint={
          phoneVerified
            ? `Confirmed, pro assigned, on the way, done, moved or cancelled, to ${formatNigerianPhone(phone)}. Sign-in codes are always sent.`
            : `Confirmed, pro assigned, on the way, done, moved or cancelled, to ${formatNigerianPhone(phone)} once you confirm it under Contact details.`
        }
        checked={shown}
        onChange={(value) => {
          if (!save.isPending) send(value);
        }}
      />
      <p className="booking-texts__status" role="status">
        {save.isPending ? 'Saving…' : save.isSuccess ? (bookingTexts ? 'Saved. Booking texts are on.' : 'Saved. Booking texts are off.') : ''}
      </p>
      {save.isError && wanted !== null ? (
        <Alert tone="error" title={wanted ? 'We couldn’t turn booking texts on' : 'We couldn’t turn booking texts off'} live>
          <p>{save.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => send(wanted)}>
            <RotateCw size={18} aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : null}
    </section>
  );
}
