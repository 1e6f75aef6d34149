// The way to a paid booking's receipt, worded the same wherever a booking is shown.
import { ReceiptText } from '../../../components/icons/index.ts';
import { ButtonLink, type ButtonVariant } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';

export function ReceiptLink({ bookingId, variant = 'secondary' }: { bookingId: string; variant?: ButtonVariant }) {
  return (
    <ButtonLink to={paths.bookingReceipt(bookingId)} variant={variant} fullWidth>
      <ReceiptText size={18} aria-hidden="true" />
      View receipt
    </ButtonLink>
  );
}
