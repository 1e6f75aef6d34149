// The receipt of an application (the `apply` answer): its reference, who applied for what, and
// what happens next. It takes focus when it appears, so a screen reader hears it at once.
import { useEffect, useRef } from 'react';
import { CircleCheck } from '../../../components/icons/index.ts';
import { formatDate, VETTING_SUMMARY, type ServiceKey } from '@ile/domain';
import type { ProApplication } from '../../../api/types.ts';
import { Button } from '../../../components/ui/index.ts';
import './pros.css';

export interface ProReceiptProps {
  application: ProApplication;
  /** A service's name, from the catalogue. */
  serviceName: (key: ServiceKey) => string;
  /** Shows the form again (someone else applying from this phone). */
  onApplyAgain: () => void;
}

export function ProReceipt({ application, serviceName, onApplyAgain }: ProReceiptProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="pro-receipt" aria-labelledby="pro-receipt-heading">
      <CircleCheck size={40} aria-hidden="true" className="pro-receipt__icon" />
      <h2 id="pro-receipt-heading" ref={heading} tabIndex={-1}>
        Application received
      </h2>
      <p>Thank you, {application.name}. We have sent a copy to your e-mail.</p>
      <dl className="pro-receipt__facts">
        <div>
          <dt>Reference</dt>
          <dd className="pro-receipt__reference">{application.reference}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{application.name}</dd>
        </div>
        <div>
          <dt>Services</dt>
          <dd>{application.services.map(serviceName).join(', ')}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatDate(application.createdAt)}</dd>
        </div>
      </dl>
      <h3>What happens next</h3>
      <ol className="pro-receipt__steps">
        <li>Within 3 working days we call you to start our checks: {VETTING_SUMMARY}.</li>
        <li>Once you are approved, we start sending you jobs in your area.</li>
      </ol>
      <p>Quote your reference {application.reference} whenever you call us.</p>
      <Button variant="ghost" onClick={onApplyAgain}>
        Send another application
      </Button>
    </section>
  );
}
